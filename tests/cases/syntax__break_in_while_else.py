while False:
    pass
else:
    continue
