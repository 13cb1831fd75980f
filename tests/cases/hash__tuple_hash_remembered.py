# Tuple hashes made only of values whose hash cannot change are remembered by the tuple's
# address. The edges: tuples freed and new ones made (likely at the same addresses) with
# other contents, a namedtuple class gaining a __hash__ after its tuples were hashed, items
# whose hash changes (an instance hashing a mutable attribute, which is never remembered),
# a tuple subclass with its own __hash__ and __eq__, unhashable items, floats and big ints.
from collections import namedtuple

total = 0
for i in range(3000):
    t = (i, (i * 7, -1), 2.5 * i, 10**30 + i)
    total = (total * 31 + hash(t)) % (2**61)
    total = (total * 31 + hash(t)) % (2**61)
print("fresh tuples", total)

P = namedtuple("P", "x y")
key = (1, (P(1, 2), P(3, (4, 5))), "s")
before = hash(key)
d = {key: "found"}
print("namedtuple key", d[(1, (P(1, 2), P(3, (4, 5))), "s")], hash(key) == before)
P.__hash__ = lambda self: 7
print("after P.__hash__", hash(key) == before, hash((P(1, 2),)) == hash((7,)))
print("lookup after", d.get(key, "missing"), d.get((1, (P(1, 2), P(3, (4, 5))), "s"), "missing"))
del P.__hash__
print("after del", hash(key) == before)


class Mutable:
    def __init__(self, v):
        self.v = v

    def __hash__(self):
        return self.v

    def __eq__(self, other):
        return isinstance(other, Mutable) and other.v == self.v


m = Mutable(1)
t = (1, (m, 2))
first = hash(t)
m.v = 2
print("mutable item", first == hash(t), hash(t) == hash((1, (Mutable(2), 2))))


class T(tuple):
    def __hash__(self):
        return 99

    def __eq__(self, other):
        return True


u = (T((1,)), 3)
print("tuple subclass", hash(u) == hash((99, 3)), {u: 1}[(T((5,)), 3)])

bad = (1, (2, [3]))
for _ in range(2):
    try:
        hash(bad)
    except TypeError as e:
        print("unhashable", e)

shared = (1, 2)
nested = (shared, shared, (shared, 3.0))
print("shared", hash(nested) == hash(((1, 2), (1, 2), ((1, 2), 3.0))), hash(nested) == hash(nested))
