# smolagents: Forbidden: Forbidden access to dunder attribute: __dict__
# A partial's func, args and keywords are slots, as CPython's C members are: its __dict__
# holds only the attributes the program sets, __setstate__ replaces that namespace (None
# leaves it empty), and deleting it is refused. Slot values of any class that declares
# '__dict__' among its __slots__ stay out of that __dict__, and `del obj.__dict__` of a plain
# instance drops its attributes.
import functools


def capture(*args, **kw):
    return args, kw


def state(p):
    return (p.func is capture, p.args, p.keywords, p.__dict__)


f = functools.partial(capture, 1, a=2)
print(state(f))
f.x = 5
print(state(f), vars(f), f.x)
print(f.__reduce__()[2][1:])
f.__setstate__((capture, (1,), dict(a=10), dict(attr=[])))
print(state(f), f(2, b=20))
f.__setstate__((capture, (1,), dict(a=10), None))
print(state(f), hasattr(f, 'attr'))
try:
    del f.__dict__
except TypeError as e:
    print('TypeError:', e)
print(type(functools.partial.func).__name__, type(functools.partial.keywords).__name__)


class Sub(functools.partial):
    pass


q = Sub(capture, 3)
q.y = 1
print(q.__dict__, q(4))


class C:
    pass


c = C()
c.a = 1
d = c.__dict__
del c.__dict__
print(c.__dict__, hasattr(c, 'a'), d)
c.b = 2
print(c.__dict__, d)


class S:
    __slots__ = ('x', '__dict__')


s = S()
s.x = 1
s.y = 2
print(s.__dict__, s.x)
s.__dict__['x'] = 10
print(s.x, s.__dict__)
s.x = 3
print(s.x, s.__dict__)
del s.x
print(s.__dict__, hasattr(s, 'x'))
del s.__dict__
print(s.__dict__, hasattr(s, 'y'))
