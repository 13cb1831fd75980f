# array.array as a sequence: indexing, slicing and slice assignment, deletion, iteration,
# repetition, concatenation, comparisons, repr, bytes and the errors of each.
from array import array
import copy

a = array("d", [0.5, 1.5, 2.5, 3.5, 4.5])
print(a[0], a[-1], a[True], a[1:4], a[::2], a[::-1], a[10:], a[-100:2], len(a))
for bad in (5, -6, 2**70, "x", 1.0):
    try:
        a[bad]
    except (IndexError, TypeError) as e:
        print(type(e).__name__, e)
b = array("d", a)
b[1:3] = array("d", [9.0])
print(b)
b[::2] = array("d", [7.0, 8.0])
print(b)
b[1:1] = b
print(b)
for val in ([1.0], array("f", [1.0]), array("d", [1.0, 2.0, 3.0])):
    try:
        b[::2] = val
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
del b[0]
del b[::2]
print(b)
del b[:]
print(b, repr(b), bool(b))
i = array("i", range(10))
del i[::-3]
print(i, i.index(4), i.index(4, 2), i.count(5), 5 in i, 9 in i)
try:
    i.index(4, 5, 6)
except ValueError as e:
    print(e)
it = iter(i)
print(next(it), next(it))
i.append(99)
print(list(it), list(reversed(i)), sum(i), sorted(i, reverse=True)[:3])
print(i.pop(), i.pop(0), i)
for f in (lambda: array("i").pop(), lambda: i.pop(50), lambda: i.remove(1000)):
    try:
        f()
    except (IndexError, ValueError) as e:
        print(type(e).__name__, e)
print(i * 2, 2 * i, i * -1, i * 0, i + i)
for f in (lambda: i + [1], lambda: i + array("b"), lambda: i * 1.5, lambda: i * "x"):
    try:
        f()
    except TypeError as e:
        print(e)
j = array("i", [1])
j += array("i", [2])
j *= 3
print(j)
try:
    j += [1]
except TypeError as e:
    print(e)
print(
    array("i", [1, 2]) == array("d", [1.0, 2.0]),
    array("i", [1, 2]) != array("i", [1]),
    array("i", [1, 2]) < array("i", [1, 3]),
    array("i", [1, 2]) >= array("i", [1, 2, 0]),
    array("i") == [],
    array("d", [float("nan")]) == array("d", [float("nan")]),
)
u = array("u", "héllo")
print(u, u[1], u[1:3], u.tounicode(), u.tobytes()[:8], array("u"))
u.fromunicode("!")
print(u, len(u))
for f in (
    lambda: u.fromunicode(1),
    lambda: array("i").fromunicode("x"),
    lambda: array("i").tounicode(),
    lambda: array("b", "x"),
    lambda: array("b", array("u", "x")),
    lambda: array("i", b"abc"),
    lambda: array("x"),
    lambda: array(1),
    lambda: array("ab"),
    lambda: array(),
    lambda: array("h").frombytes(array("h")),
    lambda: array("h").frombytes("x"),
):
    try:
        f()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
h = array("h", [1, 256, -2])
print(h.tobytes(), bytes(h))
h.byteswap()
print(h)
h.frombytes(bytearray(b"\x01\x00"))
print(h, array("h", b"\x01\x00\x02\x00"), array("q", array("b", [1, -1])))
c = copy.copy(h)
d = copy.deepcopy(h)
c.append(1)
print(h, c, d, c is not h)
h.reverse()
print(h, h.tolist(), h.typecode, h.itemsize)


class Sub(array):
    pass


s = Sub("i", [1, 2, 3])
print(
    s, type(s[1:]).__name__, type(s + s).__name__, type(s * 2).__name__, s == array("i", [1, 2, 3])
)
print(type(a).__hash__ is None)
try:
    a.x = 1
except AttributeError as e:
    print("AttributeError")
