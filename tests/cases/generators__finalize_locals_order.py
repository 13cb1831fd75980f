# Generators held only by a function's locals are closed as the call returns, in the order
# of the locals (CPython clears a frame's locals first to last).


def gen(name):
    try:
        yield 1
    finally:
        print("close", name)


def f():
    a = gen("a")
    next(a)
    b = gen("b")
    next(b)
    c = gen("c")
    next(c)
    return 0


f()
print("done")
