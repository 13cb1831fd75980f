# `x in list` reads the list as it is at each step, as CPython's list_contains: an __eq__
# that shrinks, grows or clears the list changes what is searched.
class Grow:
    def __init__(self, lst, name):
        self.lst, self.name = lst, name

    def __eq__(self, other):
        print("eq", self.name, other)
        self.lst.append(5)
        return False


lst = [1]
lst.append(Grow(lst, "g"))
print(5 in lst, len(lst))


class Clear:
    def __init__(self, lst):
        self.lst = lst

    def __eq__(self, other):
        self.lst.clear()
        return False


l2 = [Clear(None), 7, 8]
l2[0].lst = l2
print(8 in l2, l2)
nan = float("nan")
print(nan in [nan], 1 in [1.0], True in [1], (1, 2) in [[1, 2], (1, 2.0)], "a" in ["b", "a"])
print(10**30 in [10**30], None in [0, False], [] in [[]], 3 in [])
