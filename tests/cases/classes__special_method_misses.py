# Special methods a class lacks are looked up (and missed) on every operation, then bound
# later on the class, on a base, or on a class made anew at a dropped class's address: each
# operation uses what Python finds at that moment (ophis remembers misses as well as hits,
# as of the last change to any class).
# smolagents: Forbidden: Forbidden access to dunder attribute: __getattr__
from collections import defaultdict, namedtuple

P = namedtuple("P", "x y")


class Plain:
    pass


class Sub(Plain):
    pass


class Keyed(dict):
    pass


def attempt(f):
    try:
        return f()
    except Exception as e:
        return type(e).__name__


s = Sub()
k = Keyed(a=1)
for _ in range(3):
    print(hash(P(1, 2)) == hash((1, 2)), attempt(lambda: s[0]), attempt(lambda: k["b"]))
    print(attempt(lambda: len(s)), bool(s), attempt(lambda: s.missing))

# The misses above are now bound: on the base, on the class itself, and on the dict subclass.
Plain.__getitem__ = lambda self, i: ("item", i)
Plain.__len__ = lambda self: 0
Keyed.__missing__ = lambda self, key: ("missing", key)
Sub.__getattr__ = lambda self, name: ("getattr", name)
P.__hash__ = lambda self: 42
for _ in range(2):
    print(hash(P(1, 2)), attempt(lambda: s[0]), attempt(lambda: k["b"]))
    print(attempt(lambda: len(s)), bool(s), attempt(lambda: s.missing))

# Removed again: the lookups miss once more.
del Plain.__getitem__, Plain.__len__, Keyed.__missing__, Sub.__getattr__, P.__hash__
print(hash(P(1, 2)) == hash((1, 2)), attempt(lambda: s[0]), attempt(lambda: k["b"]))
print(attempt(lambda: len(s)), bool(s), attempt(lambda: s.missing))

# Classes made and dropped in a loop, some binding the methods and some not, so that a new
# class may sit where a dropped one was.
for i in range(40):
    if i % 2:
        C = type("C", (), {"__getitem__": lambda self, j: j * 2, "__hash__": lambda self: 7})
    else:
        C = type("C", (), {})
    c = C()
    print(i, attempt(lambda: c[i]), hash(c) == 7)

# A defaultdict keyed by nested namedtuples, looked up by equal keys and by the same keys.
d = defaultdict(float)
keys = [(0, (P(i, P(i, 1)), P(1, i), i % 3)) for i in range(20)]
for key in keys:
    d[key] += 1.0
for key in keys:
    d[(key[0], (P(*key[1][0]), P(*key[1][1]), key[1][2]))] += 0.5
print(sorted(d.values()), len(d))


# A key whose class defines __eq__ and __hash__ after instances were hashed as plain ones.
class Late:
    def __init__(self, v):
        self.v = v


a, b = Late(1), Late(1)
print(len({a, b}))
Late.__eq__ = lambda self, other: self.v == other.v
Late.__hash__ = lambda self: hash(self.v)
print(len({a, b}), a in {b: 0})
