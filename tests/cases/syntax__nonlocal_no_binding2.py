x = 1
def f():
    def g():
        nonlocal x
