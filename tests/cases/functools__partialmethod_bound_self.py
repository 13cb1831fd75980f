# smolagents: Forbidden: Forbidden access to dunder attribute: __self__
# partialmethod's partial of a bound method carries the method's __self__, as CPython's does.
import functools
def capture(*args, **kw):
    return args, kw
class A:
    both = functools.partialmethod(capture, 1)
    nested = functools.partialmethod(functools.partialmethod(capture, 1), 5)
    over_partial = functools.partialmethod(functools.partial(capture, c=6), 7)
    cls = functools.partialmethod(classmethod(capture), d=9)
    static = functools.partialmethod(staticmethod(capture), 8)
a = A()
print(a.both.__self__ is a, a.nested.__self__ is a, a.over_partial.__self__ is a)
print(a.cls.__self__ is A, A.cls.__self__ is A, hasattr(a.static, '__self__'))
print(hasattr(A.both, '__self__'), hasattr(A.nested, '__self__'), hasattr(A.over_partial, '__self__'))
print(a.both(2)[0][0] is a, a.both(2)[0][1:], a.cls(), a.static(3))
print(a.cls.__dict__ == {'__self__': A})
