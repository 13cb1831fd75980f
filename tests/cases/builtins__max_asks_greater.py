# max() asks `item > best` and min() asks `item < best` (CPython's min_max), which decides
# whose comparison method runs and how a TypeError is worded, with or without a key.
calls = []


class A:
    def __init__(self, v):
        self.v = v

    def __gt__(self, other):
        calls.append(("gt", self.v, other.v))
        return self.v > other.v

    def __lt__(self, other):
        calls.append(("lt", self.v, other.v))
        return self.v < other.v


print(max([A(1), A(3), A(2)]).v, calls)
calls.clear()
print(min([A(1), A(3), A(2)]).v, calls)
calls.clear()
print(max([1, 3, 2], key=lambda n: A(n)), calls)
calls.clear()
print(max(A(n) for n in [2, 5]).v, calls)
calls.clear()
for args in ([1, "a"], ["a", 1], [1.5, None]):
    for f in (max, min):
        try:
            f(args)
        except TypeError as e:
            print(f.__name__, e)
        try:
            f(x for x in args)
        except TypeError as e:
            print(f.__name__, "genexp", e)
        try:
            f(args, key=lambda x: x)
        except TypeError as e:
            print(f.__name__, "key", e)


class OnlyLt:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        return self.v < other.v


# Without __gt__, max falls back to the reflected __lt__ of the other operand.
print(max([OnlyLt(1), OnlyLt(4), OnlyLt(2)]).v, max(1, 2.5, 2), max("b", "abc"))
