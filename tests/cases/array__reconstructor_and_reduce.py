# smolagents: Forbidden: Forbidden call to dunder function: __reduce_ex__
# array._array_reconstructor and array.__reduce_ex__ as CPython's (x86-64 Linux machine formats):
# argument checks, the fast path, integer formats narrowed to the last type code that fits, big-endian
# IEEE floats, UTF-16/32, and the list form below protocol 3.
import array, struct
import collections.abc
print(isinstance(array.array('B'), collections.abc.MutableSequence))
from array import _array_reconstructor as rec
for args in (("", "b", 0, b""), (str, "b", 0, b""), (array.array, "b", '', b""), (array.array, "b", 0, ""),
             (array.array, "?", 0, b""), (array.array, "b", -1, b""), (array.array, "b", 22, b""), (array.array, "d", 16, b"a"),
             (array.array, 5, 0, b"")):
    try:
        print(rec(*args))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
print(rec(array.array, 'i', 13, struct.pack('>qqq', -1 << 63, 5, 0)))
print(rec(array.array, 'H', 3, struct.pack('>HH', 0x8000, 7)))
print(rec(array.array, 'd', 15, struct.pack('>ff', 1.5, float('inf'))))
print(rec(array.array, 'u', 19, 'Bonne \U0002030a'.encode('utf-16-be')))
print(rec(array.array, 'u', 18, 'x'.encode('utf-16')))
a = array.array('i', [1, 2, 3])
print(a.__reduce_ex__(2), a.__reduce_ex__(3)[0] is rec, a.__reduce_ex__(4)[1:])
class A(array.array): pass
b = A('d', [1.0]); b.x = 5
r = b.__reduce_ex__(4); print(r[1], r[2]); c = r[0](*r[1]); print(type(c).__name__, c)
