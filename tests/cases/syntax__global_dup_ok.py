def f():
    global x, x
    x = 1
f()
print(x)
