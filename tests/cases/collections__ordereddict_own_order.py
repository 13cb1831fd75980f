# OrderedDict keeps its order apart from the dict's table, as CPython's does: dict's own
# methods called on it put the two out of step, its iterators notice changes to the order,
# and its methods do not go through a subclass's __setitem__ or __getitem__ where CPython's
# do not.
# smolagents: Forbidden: Forbidden access to function: vars
import copy
from collections import OrderedDict


def attempt(f):
    try:
        return f()
    except Exception as e:
        return f"{type(e).__name__}: {e}"


for name in ("delitem", "pop", "popitem", "clear", "setdefault", "setitem"):
    od = OrderedDict(spam=1, ham=2)
    if name == "delitem":
        dict.__delitem__(od, "spam")
    elif name == "pop":
        dict.pop(od, "spam")
    elif name == "popitem":
        dict.popitem(od)
    elif name == "clear":
        dict.clear(od)
    elif name == "setdefault":
        dict.setdefault(od, "x", 1)
    else:
        dict.__setitem__(od, "x", 1)
    print(name, attempt(lambda: repr(od)), attempt(lambda: od.copy()), len(od))


class LRU(OrderedDict):
    """CPython's test_ordered_dict.SimpleLRUCache: counts the calls to its methods."""

    def __init__(self, size):
        super().__init__()
        self.size = size
        self.counts = dict.fromkeys(("get", "set", "del"), 0)

    def __getitem__(self, item):
        self.counts["get"] += 1
        value = super().__getitem__(item)
        self.move_to_end(item)
        return value

    def __setitem__(self, key, value):
        self.counts["set"] += 1
        while key not in self and len(self) >= self.size:
            self.popitem(last=False)
        super().__setitem__(key, value)
        self.move_to_end(key)

    def __delitem__(self, key):
        self.counts["del"] += 1
        super().__delitem__(key)


c = LRU(3)
for i in range(1, 5):
    c[i] = i
print(list(c), c.counts, c[3], list(c), c.pop(2), c.pop(9, 0), c.popitem(last=False), c.counts)

od = OrderedDict.fromkeys("abcde")
for label, change in [
    ("move", lambda k: od.move_to_end(k)),
    ("add", lambda k: od.__setitem__("f", None)),
    ("del", lambda k: od.__delitem__("c")),
    ("size", lambda k: dict.__setitem__(od, "g", 1)),
]:
    it = iter(od)
    k = next(it)
    change(k)
    print(label, attempt(lambda: next(it)), attempt(lambda: next(it)), list(od))
od["a"] = 5
print(type(iter(od)).__name__, list(reversed(od)), list(reversed(od.items())))

od = OrderedDict([("c", 1), ("b", 2)])
od.x = ["x"]
print(vars(od), od.__reduce__()[:4], list(od.__reduce__()[4]))
dup = copy.copy(od)
print(dup, dup.x is od.x, vars(dup))
deep = copy.deepcopy(od)
print(deep, deep.x == od.x, deep.x is od.x)
print(OrderedDict(a=1).__reduce__()[:4])


class NoUpdate(OrderedDict):
    def update(self, *args, **kwds):
        raise Exception("update called")


print(list(NoUpdate([("a", 1), ("c", 3), ("b", 2)]).items()))

od = OrderedDict.fromkeys("the quick brown fox".split())
print(od.keys() == dict(od).keys(), od.items() == dict(od).items(), od.keys() == {"the"})
od = OrderedDict(a=[1])
print(od.items() == {"a": [1]}.items(), ("a", [1]) in od.items(), ("a", [2]) in od.items())
od = OrderedDict()
od[42] = od.values()
print(repr(od))
od[42] = od.items()
print(repr(od))
for args in [(42,), ([1],), ([(1, 2, 3)],), ([(1,)],), ([[1, 2]],), ({}, {})]:
    print(attempt(lambda: OrderedDict(*args)))
print(attempt(lambda: OrderedDict().update({}, {})))
a, b = OrderedDict(a=1, b=2), OrderedDict(b=2, a=1)
print(a == b, a == dict(b), a != b, dict(b) == a, a | {"c": 3}, {"c": 3} | a)
