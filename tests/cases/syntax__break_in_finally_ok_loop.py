for i in range(2):
    try:
        pass
    finally:
        break
print('ok')
