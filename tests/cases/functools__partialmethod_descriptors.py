# partialmethod of a partialmethod, a staticmethod and a classmethod (CPython accepts any
# callable or descriptor); a plain object is refused with CPython's message.
import functools


def capture(*args, **kw):
    return args, kw


class A:
    positional = functools.partialmethod(capture, 1)
    nested = functools.partialmethod(positional, 5)
    static = functools.partialmethod(staticmethod(capture), 8)
    klass = functools.partialmethod(classmethod(capture), 9)
    keywords = functools.partialmethod(capture, a=2)


a = A()
print(a.positional(2)[0][1:], a.nested(6)[0][1:])
print(a.static(1), A.static(2))
print(a.klass(3)[0][0].__name__, a.klass(3)[0][1:], A.klass(4)[0][1:])
print(a.keywords(b=3)[1])
try:
    functools.partialmethod(42)
except TypeError as e:
    print(e)
