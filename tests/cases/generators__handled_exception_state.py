# A generator suspended inside an `except` block keeps the exception it handles to itself:
# the caller is not handling it meanwhile (a new exception gets no context from it, a bare
# `raise` has nothing to re-raise), and it is handled again when the generator resumes.
def yield_in_handler():
    try:
        raise KeyError("caught")
    except KeyError:
        yield 1
        try:
            raise
        except KeyError as e:
            print("resumed, still handling", repr(e))
        yield 2
    yield 3


def current():
    try:
        raise
    except RuntimeError as e:
        return repr(e)
    except BaseException as e:
        return "handling " + repr(e)


g = yield_in_handler()
print(next(g))
print(current())
try:
    raise ValueError("v")
except ValueError as e:
    print("context:", repr(e.__context__))
    print(current())
print(next(g))
print(current())
print(next(g))


# Resumed from inside the caller's own handler, the generator sees the caller's exception
# beneath its own, and leaves the caller's in place when it yields.
def inner():
    print("gen sees", current())
    try:
        raise TypeError("t")
    except TypeError:
        yield "a"
        print("gen sees", current())
    yield "b"
    print("gen sees", current())


h = inner()
try:
    raise IndexError("i")
except IndexError:
    print(next(h))
    print("caller sees", current())
print("outside sees", current())
print(next(h))
try:
    raise OSError("o")
except OSError:
    try:
        next(h)
    except StopIteration:
        print("done; caller sees", current())


# Dropped while suspended in its handler, the generator is closed; nothing it handled is
# left behind for the program.
def dropped():
    try:
        raise KeyError("d")
    except KeyError:
        yield 1
        print("not reached")


d = dropped()
next(d)
del d
print("after drop", current())
