import bisect


class SortedList:
    def __init__(self, items=()):
        self._items = sorted(items)

    def add(self, x):
        bisect.insort(self._items, x)

    def remove(self, x):
        i = bisect.bisect_left(self._items, x)
        if i == len(self._items) or self._items[i] != x:
            raise ValueError(f"{x!r} not in list")
        del self._items[i]

    def count(self, x):
        return bisect.bisect_right(self._items, x) - bisect.bisect_left(self._items, x)

    def range(self, lo, hi):
        return self._items[bisect.bisect_left(self._items, lo):bisect.bisect_right(self._items, hi)]

    def __contains__(self, x):
        i = bisect.bisect_left(self._items, x)
        return i < len(self._items) and self._items[i] == x

    def __repr__(self):
        return f"SortedList({self._items})"


s = SortedList([5, 3, 9, 1])
for x in [4, 4, 10, 0, 7]:
    s.add(x)
print(s, s.count(4), s.count(2), 7 in s, 8 in s)
print(s.range(3, 7), s.range(-5, 0), s.range(11, 20))
s.remove(4)
print(s)
try:
    s.remove(42)
except ValueError as exc:
    print(exc)
names = SortedList(["mia", "al", "zed", "bo"])
names.add("cy")
print(names, names.range("b", "m"))
