# Set operations on sets of simple keys keep CPython's iteration order and results, for the
# fast paths meteor_contest takes: a difference and an intersection built with room made up
# front, subset tests, min/max of int sets, a for loop over a frozenset, and membership of
# classes in a frozenset of types.
free = frozenset(range(50))
fp = frozenset([3, 11, 19, 27, 35])
d = free - fp
print(sorted(d) == [x for x in range(50) if x not in fp], list(d)[:10], len(d))
small = frozenset(range(20))
print(list(small - fp), list(fp - small), list(frozenset() - fp))
print(list(small & fp), list(fp & small), list(frozenset([1, 2.0, "a"]) & {2, "a", 7}))
print(list({-1, 9, 17, 33, 1025} - {17}), list({1025, 33, 1, 9} & {9, 33, 1025, 4}))
print(fp <= free, free <= fp, frozenset() <= fp, fp <= fp, {1, 2} <= {2, 1.0})
print(fp < free, {3} >= {3}, {"a", (1, 2)} <= {(1, 2), "a", None})
print(min(fp), max(fp), min({5, -3, 7}), max(frozenset([True, 2, 1])))
print(min({1, 2.5, -4}), max({3, 3.5}), min(frozenset([10**30, 5])))
total = 0
order = []
for ci in fp:
    total += ci
    order.append(ci)
print(total, order)
for _x in frozenset():
    print("never")
else:
    print("empty loop done")
s = frozenset([1, 2, 3])
it = iter(s)
print(next(it), list(it), list(it))
types = frozenset([int, str, float, type(None)])
print([type(v) in types for v in (1, "a", 2.5, None, [], (), b"")])
print(list.__name__ in frozenset(["list"]), dict in types)


class Key:
    def __init__(self, k):
        self.k = k

    def __hash__(self):
        return hash(self.k)

    def __eq__(self, other):
        print("eq", self.k, getattr(other, "k", other))
        return isinstance(other, Key) and self.k == other.k


a, b = Key(1), Key(1)
fs = frozenset([a])
print(a in fs)
print(b in fs)
print(Key(2) in fs)
