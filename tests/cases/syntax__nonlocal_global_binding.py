def f():
    global x
    def g():
        nonlocal x
