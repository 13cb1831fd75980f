# a[i] and a[i] = x with an int index on array.array are read and written without a method
# call; every typecode, negative and out-of-range indexes, conversions that fail,
# subclasses (with and without their own __getitem__) and augmented assignment
# must still behave as CPython's. (A value whose __index__ empties the array is left out:
# CPython then writes past the end of its buffer.)
from array import array

for tc, vals in [
    ("b", [-128, 5, 127]),
    ("B", [0, 255, 7]),
    ("h", [-3, 300, 9]),
    ("H", [65535, 1, 2]),
    ("i", [-(2**31), 2**31 - 1, 0]),
    ("I", [2**32 - 1, 1, 2]),
    ("l", [-(2**63), 2**63 - 1, 3]),
    ("L", [2**64 - 1, 0, 1]),
    ("q", [-1, 2, 3]),
    ("Q", [2**64 - 1, 2, 3]),
    ("f", [0.1, -2.5, 1e30]),
    ("d", [0.1, float("inf"), -0.0]),
    ("u", ["a", "\u00e9", "\U0001f600"]),
]:
    a = array(tc, vals)
    print(tc, a[0], a[1], a[-1], a[-3])
    a[1] = a[0]
    a[-1] = a[0]
    print(tc, a.tolist())
    for bad in (3, -4, 10**30):
        try:
            a[bad]
        except (IndexError, OverflowError) as e:
            print(type(e).__name__, e)
        try:
            a[bad] = a[0]
        except (IndexError, OverflowError) as e:
            print(type(e).__name__, e)

d = array("d", [1.0, 2.0, 3.0])
d[0] += 0.5
d[-1] *= 2
d[1] = 7
d[2] = True
print(d, d[True], d[False])
for bad in ("x", None, 2**70, 1 + 2j):
    try:
        d[0] = bad
    except (TypeError, OverflowError) as e:
        print(type(e).__name__, e)
i = array("i", [1, 2])
for bad in (2**40, 1.5, "3"):
    try:
        i[0] = bad
    except (TypeError, OverflowError) as e:
        print(type(e).__name__, e)
try:
    i["0"]
except TypeError as e:
    print("TypeError", e)
print(i)


class Sub(array):
    pass


class Own(array):
    def __getitem__(self, i):
        return ("own", super().__getitem__(i))

    def __setitem__(self, i, v):
        print("set", i, v)
        super().__setitem__(i, v * 2)


u = Sub("d", [1.5, 2.5])
u[0] = 9
print(u[0], u[-1], type(u[0]))
o = Own("i", [1, 2, 3])
o[1] = 10
print(o[1], o[-1], o.tolist())
