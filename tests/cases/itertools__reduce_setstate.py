# smolagents: Forbidden: Forbidden call to dunder function: __reduce__
# itertools' __reduce__ returns CPython 3.11's tuples, and __setstate__ takes CPython's states
# with its checks (chain's iterators, cycle's two modes, the combinatoric indices clamped).
import copy
import operator
from itertools import *

def show(label, it):
    print(label, list(it))

# __reduce__ shapes
it = chain('ab', 'cd')
print(it.__reduce__()[0] is chain, it.__reduce__()[1], len(it.__reduce__()[2]))
next(it)
print(len(it.__reduce__()[2]))
list(it)
print(it.__reduce__())
t = takewhile(bool, [1, 0, 1])
print(t.__reduce__()[2], list(t), t.__reduce__()[2])
d = dropwhile(bool, [1, 0, 1])
print(d.__reduce__()[2], list(d), d.__reduce__()[2])
a = accumulate([1, 2, 3])
print(a.__reduce__()[2], next(a), a.__reduce__()[2], next(a), a.__reduce__()[2])
c = cycle('ab')
print(c.__reduce__()[2], next(c), c.__reduce__()[2], next(c), next(c), c.__reduce__()[2])
print(list(islice(copy.copy(c), 5)))
i = islice('abcdef', 1, 5, 2)
print(i.__reduce__()[1][1:], i.__reduce__()[2], next(i), i.__reduce__()[1][1:], i.__reduce__()[2])
p = product('ab', 'c')
print(p.__reduce__(), next(p), p.__reduce__())
z = zip_longest('a', 'bc', fillvalue=0)
print(z.__reduce__()[2], list(z))
print(compress('ab', [1, 1]).__reduce__()[0] is compress)
try:
    copy.copy(pairwise('abc'))
except TypeError as e:
    print('TypeError', e)

# __setstate__
it = chain()
it.__setstate__((iter(['abc', 'def']),))
show('chain setstate', it)
it = chain()
it.__setstate__((iter(['abc', 'def']), iter(['ghi'])))
show('chain setstate 2', it)
for bad in [(), [], 0, ([],), (iter([]), [])]:
    try:
        chain().__setstate__(bad)
    except TypeError as e:
        print('TypeError', e)
c = cycle('defg')
c.__setstate__((list('abc'), 0))
print(list(islice(c, 20)))
c = cycle('defg')
c.__setstate__((list('abcdefg'), 1))
print(list(islice(c, 20)))
for bad in [[list('abc'), 0], (tuple('defg'), 0), (list('abc'), 'x'), (), ([],)]:
    try:
        cycle('defg').__setstate__(bad)
    except TypeError as e:
        print('TypeError', type(e).__name__)
p = product((1, 2), (3,))
p.__setstate__((0, 0x1000))
print(next(p))
p = product((1, 2), (), (3,))
p.__setstate__((0, 0, 0x1000))
print(next(p, 'stop'))
try:
    product('ab').__setstate__((0, 1))
except ValueError as e:
    print('ValueError', e)


# count, repeat and groupby (and its current group) reduce as CPython's.
print(count(3).__reduce__()[1], count(3, 2).__reduce__()[1], count(2.5).__reduce__()[1])
print(count(2**70).__reduce__()[1], count(1, 1.0).__reduce__()[1])
print(repeat('a', 3).__reduce__()[1], repeat('a').__reduce__()[1], repeat('a', -2).__reduce__()[1])
r = repeat('x', 2)
next(r)
print(r.__reduce__()[1], list(copy.copy(r)), list(r))
g = groupby('aabbc')
print(len(g.__reduce__()), g.__reduce__()[1][1])
k, gr = next(g)
print(g.__reduce__()[2], gr.__reduce__()[1][1])
c = copy.deepcopy(g)
print([(k, list(v)) for k, v in c])
k2, gr2 = next(g)
print(gr.__reduce__(), list(gr), list(gr2))
g = groupby('ab')
g.__setstate__(('z', 'z', 'y'))
print([(k, list(v)) for k, v in g])
for bad in [[1, 2, 3], (1, 2)]:
    try:
        groupby('').__setstate__(bad)
    except TypeError as e:
        print('TypeError', e)
print(list(copy.copy(count(5, 3)).__reduce__()[1]), next(copy.deepcopy(count(1.5))))
