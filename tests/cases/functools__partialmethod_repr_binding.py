# partialmethod: its repr, and a plain function's partialmethod read through the class takes
# the instance as its first argument (before the stored arguments).
import functools


def capture(*args, **kw):
    return args, kw


NOTHING = functools.partialmethod(capture)
BOTH = functools.partialmethod(capture, 3, b=4)


class A:
    nothing = NOTHING
    both = BOTH
    static = functools.partialmethod(staticmethod(capture), 8)
    cls = functools.partialmethod(classmethod(capture), d=9)


a = A()
print(repr(BOTH).replace(repr(capture), 'CAPTURE'))
print(repr(NOTHING).replace(repr(capture), 'CAPTURE'))
print(a.both(5)[0][1:], a.both(5)[1], A.both(a, 5)[0][1:], A.both(a, 5)[1])
print(A.nothing(a, 1)[0][1:], a.nothing(1)[0][1:])
print(a.static(1), A.static(2))
print(a.cls(1)[0][0] is A, A.cls(2)[1])
