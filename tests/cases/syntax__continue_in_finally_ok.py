for i in range(2):
    try:
        pass
    finally:
        continue
print('ok')
