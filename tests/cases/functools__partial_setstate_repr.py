# smolagents: Forbidden: Forbidden call to dunder function: __setstate__
# A partial's state: __setstate__ as CPython's C partial checks it, and the repr of a partial
# that contains itself.
import functools


def capture(*args, **kw):
    return args, kw


f = functools.partial(capture)
f.__setstate__((capture, (1,), dict(a=10), dict(attr=[])))
print(f.func is capture, f.args, f.keywords, f.attr, f(2, b=20))
f.__setstate__((capture, (1,), None, None))
print(f.keywords, f(2, b=20), f())


class MyTuple(tuple):
    pass


class MyDict(dict):
    pass


f.__setstate__((capture, MyTuple((1,)), MyDict(a=10), None))
print(type(f.args).__name__, type(f.keywords).__name__, f())
for state in [(capture, (), {}), (capture, (), {}, {}, None), [capture, (), {}, None],
              (None, (), {}, None), (capture, None, {}, None), (capture, [], {}, None),
              (capture, (), [], None)]:
    try:
        f.__setstate__(state)
    except TypeError as e:
        print('TypeError')

f = functools.partial(capture)
f.__setstate__((f, (), {}, {}))
print(repr(f))
f.__setstate__((capture, (f,), {}, {}))
print(repr(f).replace(repr(capture), 'CAPTURE'))
f.__setstate__((capture, (), {'a': f}, {}))
print(repr(f).replace(repr(capture), 'CAPTURE'))
f.__setstate__((capture, (), {}, {}))


class Sub(functools.partial):
    pass


s = Sub(capture, 1)
s.__setstate__((capture, (s,), {}, None))
print(repr(s).replace(repr(capture), 'CAPTURE'))

import copy

p = functools.partial(capture, [1], k={'x': 2})
p.attr = ['a']
print(p.__reduce__()[1:] == ((capture,), (capture, ([1],), {'k': {'x': 2}}, {'attr': ['a']})))
print(functools.partial(capture).__reduce__()[2][2:])
c = copy.copy(p)
d = copy.deepcopy(p)
print(type(c).__name__, c.args is p.args, c.attr, c())
print(type(d).__name__, d.args == p.args, d.args[0] is p.args[0], d.attr, d())
s = copy.deepcopy(Sub(capture, 5))
print(type(s).__name__, s())
print(c.keywords is p.keywords, c.args is p.args, c.func is p.func)
