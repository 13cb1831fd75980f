# min() and max() without a key keep the first of equal items, compare with `<` only, and
# stop at the first error; these hold for every kind of iterable and for NaN.
nan = float("nan")
print(min([nan, 1.0, 0.5]), max([nan, 1.0]), min([1.0, nan, 0.5]), max([2.0, nan, 1.0]))
print(min([1, 1.0, True]), max([1, 1.0, True]), min(1.0, 1), max(True, 1))
print(min(frozenset([5, 3, 9])), max({"b", "a", "c"}), min("hello"), max(range(10**20, 10**20 + 3)))
print(min(x * x for x in range(-3, 3)), max(iter([3, 10**30, -(10**30)])))
print(min([], default="empty"), max((), default=None), min([7], default=0))


class C:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        print("lt", self.v, other.v)
        return self.v < other.v

    def __repr__(self):
        return f"C({self.v})"


print(min([C(3), C(1), C(1), C(2)]), max(C(1), C(3), C(3)))
try:
    min([1, "a"])
except TypeError as e:
    print("TypeError", e)
try:
    max([])
except ValueError as e:
    print("ValueError", e)
try:
    min(1, 2, default=0)
except TypeError as e:
    print("TypeError", e)


class L(list):
    pass


print(min(L([4, 2, 8])), max(L([4, 2, 8]), key=lambda x: -x), min([(1, "b"), (1, "a")]))

# Containers of plain ints are read in place; anything else in them takes the general path.
print(min([5, -3, 9]), max((5, -3, 9)), min({7, 2, 40}), max(frozenset([-1, -8])), min([42]))
print(min([3, True, 2]), max([0, False]), min([2, 10**30, -(10**30)]), max([1, 2.5, 2]))
print(min([-(2**63), 2**63 - 1]), max([2**63, 1]), min((1, "a")[:1]), max([1, 1, 1]))
print(min([], default=-1), max(set(), default="none"), min([[1], [0]]), max({(1, 2), (1, 3)}))
for bad in ([1, "a"], (2, None), [3, [4]]):
    try:
        print(min(bad))
    except TypeError as e:
        print("TypeError", e)
try:
    max([])
except ValueError as e:
    print("ValueError", e)
