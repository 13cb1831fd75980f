# array.array: typecodes, conversion on the way in, the sequence protocol, bytes, errors.
import array

a = array.array("i", [1, 2, 3])
print(a, len(a), a[0], a[-1], a[1:], a[::-1], a.typecode, a.itemsize)
a.append(4)
a.extend([5, 6])
a.extend(array.array("i", [7]))
a.insert(0, 0)
print(a, a.pop(), a.pop(0), a, a.index(3), a.count(3), 3 in a, 9 in a)
a.remove(3)
a.reverse()
print(a, a.tolist(), list(a), list(reversed(a)))
a[0] = 42
a[1:3] = array.array("i", [8, 9, 10])
del a[-1]
print(a, a * 2, 2 * a, a + array.array("i", [1]))
a += array.array("i", [5])
a *= 2
print(a)
print(array.array("d"), array.array("u", "héllo"), array.array("f", [1.1, 2.5]))
print(array.array("B", b"\x01\x02\xff"), array.array("b", b"\x01\xff"))
print(array.array("h", [1, -2, 300]).tobytes(), array.array("l", [1]).tobytes())
print(array.array("d", [0.5]).tobytes(), array.array("u", "ab").tobytes())
h = array.array("H")
h.frombytes(b"\x01\x00\x02\x01")
print(h, h.itemsize)
h.byteswap()
print(h)
h.fromlist([7, 8])
print(h, array.array("u", "xyz").tounicode())
u = array.array("u")
u.fromunicode("abc")
print(u, u[1], array.array("q", range(5)), array.array("Q", [2**64 - 1]))
print(array.array("b", [1, 2]) == array.array("h", [1, 2]), array.array("b", [1]) == [1])
print(array.array("b", [1, 2]) < array.array("b", [1, 3]), array.array("d", [1.0]) == array.array("i", [1]))
print(array.typecodes, array.ArrayType is array.array)
print([array.array(tc).itemsize for tc in array.typecodes])

for tc, v in [("b", 128), ("b", -129), ("B", 256), ("B", -1), ("h", 2**15), ("H", -1),
              ("i", 2**31), ("I", -1), ("I", 2**32), ("l", 2**63), ("L", -1), ("q", -2**63 - 1),
              ("Q", -1), ("Q", 2**64), ("b", "a"), ("b", 1.5), ("f", "x"), ("u", 1), ("u", "ab")]:
    try:
        array.array(tc, [v])
    except (OverflowError, TypeError) as e:
        print(tc, v, type(e).__name__, e)

def attempt(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)

a = array.array("b", [1, 2])
attempt(lambda: array.array("x"))
attempt(lambda: array.array(1))
attempt(lambda: array.array("bb"))
attempt(lambda: array.array("b", "abc"))
attempt(lambda: array.array("b", 1))
attempt(lambda: a.index(5))
attempt(lambda: a.remove(5))
attempt(lambda: array.array("b").pop())
attempt(lambda: a.__setitem__(slice(0, 1), [1]))
attempt(lambda: a + array.array("h"))
attempt(lambda: a + [1])
attempt(lambda: array.array("h").frombytes(b"abc"))
attempt(lambda: a[5])
attempt(lambda: a.__setitem__(5, 1))
attempt(lambda: a.fromlist((1,)))
attempt(lambda: a.tounicode())
attempt(lambda: a.fromunicode("x"))
attempt(lambda: a.extend(array.array("h")))
attempt(lambda: a * "x")
b = array.array("i", [1, 2, 3])
attempt(lambda: b.__setitem__(slice(None, None, 2), array.array("i", [1, 2, 3])))
b[::2] = array.array("i", [7, 9])
print(b)
