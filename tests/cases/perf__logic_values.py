# `and`, `or` and `not` used as values (returned, assigned, passed) test each operand's truth
# once, calling `__bool__` or `__len__` once as CPython does, give the operand itself (not a
# bool copy), and let an exception from `__bool__` through.


class B:
    def __init__(self, name, v):
        self.name = name
        self.v = v

    def __bool__(self):
        print("bool", self.name)
        return self.v

    def __repr__(self):
        return "B(%s)" % self.name


class L:
    def __init__(self, name, n):
        self.name = name
        self.n = n

    def __len__(self):
        print("len", self.name)
        return self.n

    def __repr__(self):
        return "L(%s)" % self.name


def both(a, b):
    return a and not b


def either(a, b):
    return a or (not b and a)


a_f = B("a", False)
r = a_f and B("never", True)
print("and falsy", r, r is a_f)
b_t = B("b", True)
c_f = B("c", False)
r = b_t and c_f
print("and last", r, r is c_f)
d_t = B("d", True)
r = d_t or B("never", False)
print("or truthy", r, r is d_t)
r = B("e", False) or B("f", False) or B("g", False)
print("or all falsy", r)
r = B("h", True) and B("i", True) and B("j", False) and B("never", True)
print("and chain", r)
print("not", not B("k", True), not B("l", False))
print("not not", not not B("m", True))
print("both", both(B("n", True), B("o", False)))
print("both short", both(B("p", False), B("never", True)))
print("either", either(B("q", False), B("r", False)))
l0 = L("s", 0)
r = l0 and 5
print("len and", r, r is l0)
r = L("t", 2) or 5
print("len or", r)
print("len not", not L("u", 0))
x = [1]
y = []
print("list", (x and y) is y, (y or x) is x, (x or y) is x, (y and x) is y)
s = "abc"
print("str", (s and 7), (s or 7) is s, ("" or 0), (0 and s), (None or None))
print("nums", (0.0 or 2.5), (1.5 and 0), (2 and 3), (0 or False), (False or 0))
print("big", (10**30 and 1), (0 or 10**30))
print("nots", not 0, not 1, not "", not None, not [0], not 0.0, not (10**30))
print("mixed", [i and (not i % 2) for i in range(5)])
print("call args", max(0 or 3, 1 and 2), str(not 3))


class Bad:
    def __bool__(self):
        return 2


class Boom:
    def __bool__(self):
        print("boom called")
        raise ValueError("boom")


for make in (
    lambda: Bad() and 1,
    lambda: Bad() or 1,
    lambda: not Bad(),
    lambda: 1 and Bad() and 2,
):
    try:
        print("no error", make())
    except TypeError as e:
        print("TypeError", e)
try:
    r = Boom() or 1
except ValueError as e:
    print("ValueError", e)
try:
    r = [not Boom()]
except ValueError as e:
    print("ValueError", e)
# The last operand's truth is never asked for.
r = 1 and Bad()
print("last not tested", type(r).__name__)
r = 0 or Boom()
print("last not tested", type(r).__name__)
