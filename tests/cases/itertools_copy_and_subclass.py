# itertools' iterators are classes, as CPython's: copy.copy and copy.deepcopy copy them
# through their __reduce__ (fresh and part-consumed; pairwise refuses), they can be subclassed
# (positional-only constructors refuse keywords unless the subclass has its own __init__, as
# map and filter do), and pairwise re-entered from its own source steps as CPython 3.11.7's.
import copy
import operator
from itertools import *

names = {c: repr(c)[8:-2] for c in (
    chain, compress, dropwhile, takewhile, filterfalse, starmap, accumulate, cycle, islice,
    zip_longest, product, permutations, combinations, combinations_with_replacement, pairwise,
    repeat, zip, filter, map)}


def show(label, it):
    print(label, list(it))

# copy and deepcopy, fresh and part-consumed
for make in [lambda: chain('abc', 'def'), lambda: chain.from_iterable(['ab', 'cd']),
             lambda: compress('ABCDEF', [1, 0, 1, 0, 1, 1]),
             lambda: dropwhile(lambda x: x < 5, [1, 3, 6, 2, 8]),
             lambda: takewhile(lambda x: x < 5, [1, 3, 6, 2, 8]),
             lambda: filterfalse(None, [0, 1, 0, 2, 3, 0]),
             lambda: filterfalse(lambda x: x % 2, range(8)),
             lambda: starmap(operator.pow, [(2, 3), (3, 2), [4, 2]]),
             lambda: accumulate([1, 2, 3, 4]),
             lambda: accumulate([1, 2, 3, 4], operator.mul, initial=10),
             lambda: accumulate([1, 2, 3], initial=None),
             lambda: cycle('abc'),
             lambda: islice('abcdefgh', 1, 7, 2),
             lambda: islice(count(), 2, None, 3),
             lambda: zip_longest('ab', 'wxyz', fillvalue='-'),
             lambda: product('ab', range(2)),
             lambda: permutations('abc', 2),
             lambda: combinations('abcd', 2),
             lambda: combinations_with_replacement('abc', 2)]:
    for adv in range(3):
        for op in (copy.copy, copy.deepcopy):
            it = make()
            name = names[type(it)]
            for _ in range(adv):
                next(it, None)
            c = op(it)
            print(name, adv, ('copy' if op is copy.copy else 'deepcopy'), type(c) is type(it), list(islice(c, 8)), list(islice(it, 8)))

# subclasses
cases = [
    (repeat, (1, 2), [1, 1]),
    (zip, ([1, 2], 'ab'), [(1, 'a'), (2, 'b')]),
    (filter, (None, [0, 1]), [1]),
    (filterfalse, (None, [0, 1]), [0]),
    (chain, ([1, 2], [3, 4]), [1, 2, 3]),
    (map, (str, [1, 2]), ['1', '2']),
    (starmap, (operator.pow, ((2, 3), (3, 2))), [8, 9]),
    (islice, ([1, 2, 3, 4], 1, 3), [2, 3]),
    (takewhile, (lambda x: x % 2 == 0, [2, 3, 4]), [2]),
    (dropwhile, (lambda x: x % 2 == 0, [2, 3, 4]), [3, 4]),
    (cycle, ([1, 2],), [1, 2, 1]),
    (compress, ('ABC', [1, 0, 1]), ['A', 'C']),
    (pairwise, ('abc',), [('a', 'b'), ('b', 'c')]),
]
for cls, args, result in cases:
    class subclass(cls):
        pass
    u = subclass(*args)
    print(names.get(cls, cls), type(u) is subclass, list(islice(u, 0, 3)) == result)
    try:
        subclass(*args, newarg=3)
    except TypeError as e:
        print('  TypeError', e)
    if cls in (repeat, zip, compress):
        continue
    class subclass_with_init(cls):
        def __init__(self, *args, newarg=None):
            self.newarg = newarg
    u = subclass_with_init(*args, newarg=3)
    print('  ', type(u) is subclass_with_init, list(islice(u, 0, 3)) == result, u.newarg)
print(list(chain.from_iterable(['ab', 'c'])))
class C2(chain):
    pass
print(type(C2.from_iterable(['ab'])) is C2)

# pairwise re-entering its own iterator
def check(reenter_at, n):
    class I:
        count = 0
        def __iter__(self):
            return self
        def __next__(self):
            self.count += 1
            if self.count in reenter_at:
                return next(it)
            return [self.count]
    it = pairwise(I())
    print(reenter_at, [next(it) for _ in range(n)])
check({1}, 2)
check({2}, 3)
check({3}, 4)
check({1, 2}, 2)
check({1, 3}, 2)
check({1, 4}, 2)
check({2, 3}, 2)
def check2(maxcount):
    class I:
        count = 0
        def __iter__(self):
            return self
        def __next__(self):
            if self.count >= maxcount:
                raise StopIteration
            self.count += 1
            if self.count == 1:
                return next(it, None)
            return [self.count]
    it = pairwise(I())
    print(maxcount, list(it))
for m in range(1, 5):
    check2(m)
for cls in (chain, cycle, islice, product, pairwise, accumulate, starmap, compress):
    print(names[cls], type(cls) is type, repr(cls))

# A subclass's own __new__ calls the base's with the arguments it takes.
for cls, args, result in cases:
    class subclass_with_new(cls):
        def __new__(cls, *args, newarg=None):
            self = super().__new__(cls, *args)
            self.newarg = newarg
            return self
    u = subclass_with_new(*args, newarg=3)
    print(names.get(cls, cls), type(u) is subclass_with_new, list(islice(u, 0, 3)) == result, u.newarg)
for cls, args in [(count, (1, 2)), (groupby, ('aab',)), (accumulate, ([1, 2],)),
                  (zip_longest, ('ab', 'c')), (product, ('ab', 'c')), (combinations, ('abc', 2))]:
    class sub(cls):
        pass
    print(type(sub(*args)) is sub, list(islice(sub(*args), 3)) == list(islice(cls(*args), 3)))
