# Set operations between tables of native keys (ints, strs, floats, tuples of them) read
# both tables in place; these check that they agree with CPython's at every edge: mixed
# int/float/bool keys that compare equal, NaN (found by identity only), huge ints, tuples,
# one side holding a key with its own __eq__/__hash__, sets and frozensets mixed, subclasses,
# the iteration order of the results, and in-place operators on aliased sets.
nan = float("nan")
big = 10**40
a = frozenset([1, 2.0, True, "x", (1, "y"), big, nan, -0.0])
b = frozenset([1.0, 2, "x", (1.0, "y"), big, 0])
print(sorted(map(repr, a & b)), sorted(map(repr, b & a)))
print(sorted(map(repr, a - b)), sorted(map(repr, b - a)))
print(a <= b, b <= a, a < b, a >= b, a > b, a == b)
print(frozenset([nan]) <= a, frozenset([nan, 2]) < a, nan in a - b)
print(frozenset([1, 2]) <= frozenset([2.0, 1.0, 3]), frozenset([1, 2]) < frozenset([1.0, 2.0]))
print(
    {1, 2} <= frozenset([1, 2]), frozenset([1]) <= {1, 2}, set() <= frozenset(), frozenset() < {0}
)

# Result order is CPython's table order.
s = set(range(0, 200, 3))
t = frozenset(range(0, 200, 2))
print(list(s & t)[:12], list(t & s)[:12])
print(list(s - t)[:12], list(t - s)[:12])
print(list(frozenset(range(100)) - frozenset([5])))
print(list(set(range(400)) - {1, 2, 3})[:10])


# A key with its own equality on either side takes the general path.
class K:
    def __init__(self, v):
        self.v = v

    def __hash__(self):
        return hash(self.v)

    def __eq__(self, other):
        print("eq", self.v, other)
        return self.v == other


print([type(k).__name__ for k in {1, 2, 3} & {K(2)}], len({1, 2, 3} - {K(2)}))
print({2} <= {K(2), 5}, len(frozenset([K(3)]) & frozenset([3, 4])))


# Subclasses of set and frozenset.
class S(set):
    pass


class F(frozenset):
    pass


print(type(S([1, 2]) & {2}), sorted(S([1, 2]) - F([2])), F([1]) <= S([1, 2]), type(F([1, 2]) - {1}))

# In-place operators, including on the set itself.
u = {1, 2, 3, 4}
u -= {2, 4.0}
print(u)
u &= frozenset([1, 3.0, 7])
print(u)
v = {1, 2}
v -= v
print(v)
w = {5, 6}
w &= w
print(w)
print(u.difference({1}, frozenset([3])), u.intersection({3}, [3]))
x = set(range(50))
x.difference_update(set(range(0, 50, 2)), frozenset([1, 3]))
print(sorted(x)[:5], len(x))
print(frozenset([(1, 2), (3, 4)]) - frozenset([(1.0, 2.0)]), frozenset([(1, 2)]) <= {(1, 2.0)})
