# lru_cache hashes its key once per call, as CPython's C wrapper does: on a miss, on a hit
# (which moves the entry to the end), and when the oldest entry is evicted.
import functools


class Counted:
    hashes = 0

    def __init__(self, v):
        self.v = v

    def __hash__(self):
        Counted.hashes += 1
        return hash(self.v)

    def __eq__(self, other):
        return isinstance(other, Counted) and self.v == other.v


@functools.lru_cache(maxsize=2)
def f(x, y):
    return x.v * 3 + y


a, b, c = Counted(1), Counted(2), Counted(3)
for args in [(a, 1), (a, 1), (b, 1), (a, 1), (c, 1), (b, 1), (a, 1)]:
    before = Counted.hashes
    print(f(*args), Counted.hashes - before, f.cache_info())


@functools.lru_cache(maxsize=None)
def g(x):
    return x.v


before = Counted.hashes
print(g(a), g(a), g(Counted(1)), Counted.hashes - before, g.cache_info())
