def f():
    x = 1
    lambda x: (nonlocal_x)
