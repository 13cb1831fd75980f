def f(None):
    pass
