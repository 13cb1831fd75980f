# collections.abc: builtin types are registered or recognised structurally, user classes by
# the methods they define, and the mixin methods come for free.
from collections import abc, OrderedDict
import collections.abc

print(collections.abc.Mapping is abc.Mapping)
values = [[], (), {}, set(), frozenset(), "s", b"b", range(3), 3, 2.5, None, iter([]), {}.keys(),
          (x for x in ()), len, OrderedDict()]
for name in ["Iterable", "Iterator", "Sized", "Container", "Hashable", "Callable", "Sequence",
             "MutableSequence", "Mapping", "MutableMapping", "Set", "MutableSet", "Collection",
             "Reversible", "Generator", "KeysView"]:
    cls = getattr(abc, name)
    print(name.ljust(16), "".join("X" if isinstance(v, cls) else "." for v in values))


class Countdown:
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        return self

    def __next__(self):
        if self.n == 0:
            raise StopIteration
        self.n -= 1
        return self.n


class Unhashable:
    def __eq__(self, other):
        return True


print(isinstance(Countdown(2), abc.Iterator), issubclass(Countdown, abc.Iterable),
      issubclass(Countdown, abc.Sized), isinstance(Unhashable(), abc.Hashable))


class Registry(abc.MutableMapping):
    def __init__(self):
        self._d = {}

    def __getitem__(self, key):
        return self._d[key.lower()]

    def __setitem__(self, key, value):
        self._d[key.lower()] = value

    def __delitem__(self, key):
        del self._d[key.lower()]

    def __iter__(self):
        return iter(self._d)

    def __len__(self):
        return len(self._d)


r = Registry()
r["Alpha"] = 1
r.update(BETA=2, gamma=3)
print(sorted(r.items()), r.get("ALPHA"), "beta" in r, r.pop("GAMMA"), len(r), r.setdefault("d", 4))
print(r == {"alpha": 1, "beta": 2, "d": 4}, sorted(r.keys()), sorted(r.values()))


class Span(abc.Sequence):
    def __init__(self, lo, hi):
        self.lo, self.hi = lo, hi

    def __getitem__(self, i):
        if not 0 <= i < self.hi - self.lo:
            raise IndexError(i)
        return self.lo + i

    def __len__(self):
        return self.hi - self.lo


s = Span(3, 7)
print(list(s), list(reversed(s)), 5 in s, s.index(6), s.count(4))


class Bag(abc.Set):
    def __init__(self, items):
        self.items = list(dict.fromkeys(items))

    def __contains__(self, x):
        return x in self.items

    def __iter__(self):
        return iter(self.items)

    def __len__(self):
        return len(self.items)


a, b = Bag([1, 2, 3]), Bag([2, 3, 4])
print(sorted(a & b), sorted(a | b), sorted(a - b), a <= Bag([1, 2, 3, 5]), a.isdisjoint(Bag([9])))
try:
    abc.Sequence()
except TypeError as e:
    print("TypeError:", e)
