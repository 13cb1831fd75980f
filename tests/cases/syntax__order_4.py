print(x)
global x
break
