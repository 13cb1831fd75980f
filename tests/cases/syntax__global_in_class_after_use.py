class A:
    x = 1
    global x
