[lambda: (yield) for x in range(2)]
print('ok')
