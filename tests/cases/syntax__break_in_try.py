try:
    break
except:
    pass
