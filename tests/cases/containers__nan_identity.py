# Container lookups compare by identity first, then equality (CPython's
# PyObject_RichCompareBool): a NaN object finds itself in every container, and an
# object whose __eq__ says False is still found by identity.
import collections
import math
import operator

n = float("nan")
print(n in {n}, n in frozenset([n]), n in {n: 1}, n in [n], n in (n,))
d = {n: 1}
print(d[n], d.get(n), n in d.keys(), (n, 1) in d.items(), 1 in d.values(), n in {1: n}.values())
print([n].count(n), (n,).count(n), [n].index(n), (n,).index(n))
l = [n]
l.remove(n)
print(l)
print([n] == [n], (n,) == (n,), {n} == {n}, {n: 1} == {n: 1}, {1: n} == {1: n})
print([n] < [n], [n] <= [n], (n,) >= (n,), [n] != [n], (n,) != (n,))
s = {n}
s.discard(n)
print(s)
s = {n}
s.remove(n)
print(s)
d = {n: 1}
del d[n]
print(d)
print({n: 1}.pop(n), {n: 2}.setdefault(n, 3))
print(frozenset([n]) == frozenset([n]), {n} <= {n}, {n} - {n}, {n} & {n}, {n} ^ {n})
print({(n, 1)} == {(n, 1)}, (n, 1) in {(n, 1): 0}, [(n,)] == [(n,)])
print(collections.deque([n]).count(n), n in collections.deque([n]), collections.Counter([n, n]))
print(collections.OrderedDict({n: 1}) == collections.OrderedDict({n: 1}))
print({1: n}.items() == {1: n}.items(), (1, n) in {1: n}.items())
print(operator.contains([n], n), operator.countOf([n], n), operator.indexOf([n], n))
print(math.nan in [math.nan], math.nan in {math.nan}, [math.nan] == [math.nan])
s = {n, 1.5}
s.add(n)
print(len(s), len({n: 1, **{n: 2}}), len(set([n, n, n])))
items = [1.0, n, 2.0]
print([items.index(x) for x in items])


class Never:
    def __eq__(self, other):
        return False

    __hash__ = object.__hash__


e = Never()
print(e in [e], e in {e}, e in (e,), [e] == [e], [e].count(e), {e: 1}[e], e in {1: e}.values())
print(operator.countOf([e, e], e), [e, 1].index(e))
it = iter([1, e, 2])
print(list(iter(lambda: next(it), e)))
