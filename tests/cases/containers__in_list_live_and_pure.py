# `x in list` reads the list live, as CPython's list_contains does: an `__eq__` that
# shrinks or grows the list changes what is searched next. strs and numbers are compared
# without calling anything, and identity still comes first.
class Shrinker:
    def __init__(self, target):
        self.target = target
        self.calls = 0

    def __eq__(self, other):
        self.calls += 1
        if self.target:
            self.target.pop()
        return False


items = [1, 2, 3, 4, 5, 6]
s = Shrinker(items)
print(6 in items, s in items, s.calls, items)


class Grower:
    def __init__(self, target):
        self.target = target

    def __eq__(self, other):
        if len(self.target) < 6:
            self.target.append("late")
        return other == "late"


lst = ["a"]
g = Grower(lst)
print(g in lst, lst)

names = ["__parameters__", "__orig_bases__", "_is_protocol", "__init__"]
print("__init__" in names, "x" in names, "" in names, "" in [""])
nan = float("nan")
print(nan in [nan], float("nan") in [1.0, 2.0], 1 in [1.0], True in [1], 2**70 in [2**70])
print("a" in ["b", 1, None, "a"], 1 in ["1", 1.0])
t = ("x", 1, 2.5, nan)
print("x" in t, 2.5 in t, nan in t, 3 in t)


class StrSub(str):
    def __eq__(self, other):
        print("StrSub.__eq__", other)
        return str.__eq__(self, other)

    __hash__ = str.__hash__


print(StrSub("b") in ["a", "b"], "b" in [StrSub("a"), StrSub("b")])
