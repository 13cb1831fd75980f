# Generators still suspended in the frames an uncaught exception leaves are closed before the
# run ends (CPython closes them at teardown, after printing the traceback to stderr).


def gen(name):
    try:
        yield 1
        yield 2
    finally:
        print("finally", name)


def last():
    g = gen("returned")
    return next(g)


print(last())


def fails():
    g = gen("in failing function")
    next(g)
    raise KeyError("boom")


fails()
