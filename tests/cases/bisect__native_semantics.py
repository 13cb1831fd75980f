import bisect

# The functions are builtins: they do not bind as methods on a class.
print(bisect.bisect is bisect.bisect_right, bisect.insort is bisect.insort_right)
print(bisect.bisect_left, bisect.insort_right)


class Holder:
    find = bisect.bisect_left


print(Holder().find([1, 2, 3], 2))


# Sequences other than lists: tuples, strings, ranges and classes with __getitem__/__len__.
class Seq:
    def __init__(self, items):
        self.items = items
        self.reads = []

    def __len__(self):
        return len(self.items)

    def __getitem__(self, i):
        self.reads.append(i)
        return self.items[i]


s = Seq([1, 3, 5, 7, 9, 11])
print(bisect.bisect_left(s, 7), s.reads)
print(bisect.bisect_right((1, 2, 2, 2, 3), 2), bisect.bisect_left((1, 2, 2, 2, 3), 2))
print(bisect.bisect("acegi", "d"), bisect.bisect_left(range(0, 100, 5), 42))


# insort calls the object's own insert unless it is an exact list.
class Log(list):
    def insert(self, i, x):
        print("insert", i, x)
        super().insert(i, x)


log = Log([1, 5, 9])
bisect.insort_left(log, 5)
bisect.insort(log, 7, key=lambda v: v)
print(log)


class Ins:
    def __init__(self):
        self.data = [10, 20, 30]

    def __len__(self):
        return len(self.data)

    def __getitem__(self, i):
        return self.data[i]

    def insert(self, i, x):
        self.data.insert(i, x)


o = Ins()
bisect.insort(o, 25)
print(o.data)

# The key is called once on x for insort, and on each probed item.
calls = []


def key(v):
    calls.append(v)
    return -v


data = [9, 7, 5, 3, 1]
bisect.insort_left(data, 4, key=key)
print(data, calls)
calls.clear()
print(bisect.bisect_right(data, -5, key=key), calls)

# lo and hi: __index__ objects, bools, None, and hi past the end.


class Idx:
    def __index__(self):
        return 2


print(
    bisect.bisect_left([1, 2, 3, 4, 5], 9, lo=Idx()),
    bisect.bisect_left([1, 2, 3, 4, 5], 0, hi=Idx()),
)
print(bisect.bisect_right([1, 2, 3], 2, True, None), bisect.bisect_left([0, 1], 1, hi=False))
for bad in [
    lambda: bisect.bisect_left([1, 2, 3], 2, hi=object()),
    lambda: bisect.bisect_left([1, 2, 3], 2, hi=Holder()),
    lambda: bisect.bisect_left([1, 2, 3], 2, lo="0"),
    lambda: bisect.bisect_left([1, 2, 3], 2, 0, 3, None),
    lambda: bisect.bisect_left([1, 2, 3], 2, key=None, lo=1, hi=2, a=1),
    lambda: bisect.bisect_left(a=[1, 2, 3], x=2, key=abs),
    lambda: bisect.bisect_left({1: 2}, 1),
    lambda: bisect.bisect_left({1, 2}, 1),
    lambda: bisect.bisect_left(5, 1, 0, 3),
    lambda: bisect.bisect_right([1, 2, 3], 2, 0, 10),
    lambda: bisect.bisect_right(["a", 1], 0),
    lambda: bisect.insort_left([1, 2], 3, key=lambda v: 1 / 0),
    lambda: bisect.insort_right(frozenset(), 3, 0, 0),
]:
    try:
        print("ok", bad())
    except Exception as exc:
        print(type(exc).__name__, exc)

# A key that empties the list while the search runs.
shrinking = list(range(10))


def emptying(v):
    shrinking.clear()
    return v


try:
    bisect.bisect(shrinking, 3, key=emptying)
except IndexError as exc:
    print("IndexError", exc)

# Large lists: the insertion points agree with a linear scan.
import random

rng = random.Random(5)
values = sorted(rng.randrange(1000) for _ in range(2000))
for probe in range(-1, 1002, 7):
    assert bisect.bisect_left(values, probe) == sum(1 for v in values if v < probe)
    assert bisect.bisect_right(values, probe) == sum(1 for v in values if v <= probe)
grid = []
for v in [rng.random() for _ in range(300)]:
    bisect.insort(grid, v)
print(grid == sorted(grid), len(grid))
