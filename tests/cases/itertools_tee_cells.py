# tee's iterators share cells of 57 values (CPython's teedataobject): iterators far apart,
# copies made mid-cell and at cell boundaries, and a lagging iterator all read the same
# values in order, the source read once per value.
import copy
from itertools import islice, tee

reads = []


def source(n):
    for i in range(n):
        reads.append(i)
        yield i


a, b = tee(source(300))
print(list(islice(a, 56))[-1], list(islice(a, 2)), next(b))
copies = []
for stop in (114, 171, 200):
    # `a` has read `stop` values: the copy reads from value `stop` on.
    while next(a) != stop - 1:
        pass
    copies.append(copy.copy(a))
print([next(c) for c in copies])
print(sum(a), sum(b), [sum(c) for c in copies], len(reads))
a, b, c = tee(range(1000), 3)
for _ in range(500):
    next(a)
print(next(a), next(b), sum(c), sum(a), sum(b))
first, lagging = tee(iter(range(5000)))
print(sum(first), next(lagging), sum(lagging))
