# smolagents: Forbidden: Forbidden call to dunder function: __reduce__
# deque and defaultdict reduce as CPython's (deque_reduce: state without the deque's own fields and
# the items; defdict_reduce: no state, the items), so copies and deep copies keep a subclass's
# attributes as CPython's do; a defaultdict has no __dict__.
from collections import deque, defaultdict
import copy
d = deque([1, [2]], maxlen=5)
e = copy.deepcopy(d); print(e, e[1] is d[1], e.maxlen)
class S(deque):
    __slots__ = ('x', '__dict__')
s = S([1]); s.x = 2; s.y = 3
t = copy.deepcopy(s); print(type(t).__name__, t, t.x, t.y)
r = s.__reduce__(); print(r[0].__name__, r[1], r[2], list(r[3]))
print(deque([1]).__reduce__()[:3], deque([1], 3).__reduce__()[:3])
dd = defaultdict(list, a=[1])
ee = copy.deepcopy(dd); print(ee, ee['a'] is dd['a'])
print(dd.__reduce__()[:4], list(dd.__reduce__()[4]), defaultdict().__reduce__()[:2])
class D(defaultdict): pass
x = D(int); x.q = 1
y = copy.deepcopy(x); print(type(y).__name__, y.default_factory, vars(y))
d = defaultdict(int)
try:
    d.foo = 1
except AttributeError as e:
    print(type(e).__name__)
print(hasattr(d, '__dict__'))
try:
    vars(d)
except TypeError as e:
    print('vars', e)
class D(defaultdict):
    pass
e = D(list); e.x = 1
print(vars(e), e.default_factory)
f = copy.copy(e); print(type(f).__name__, f.default_factory, vars(f))
g = copy.deepcopy(d); print(g.default_factory, g)
d.default_factory = str; print(d['k'] == '', d)
print(d.__reduce__()[:2])
print(e.__reduce__()[:3])
