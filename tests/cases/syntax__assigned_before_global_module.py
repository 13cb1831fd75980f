x = 1
global x
print('ok')
