print(x)
global x
