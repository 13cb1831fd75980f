# The argument errors of int, float, complex, range, slice and generator methods (declared
# signatures, one binder), in CPython's words.


def show(label, f, *args, **kwargs):
    try:
        r = f(*args, **kwargs)
        print(label, "ok", r)
    except TypeError as e:
        print(label, "TypeError:", e)


show("bit_length(1)", (5).bit_length, 1)
show("bit_count(x=1)", (5).bit_count, x=1)
show("as_integer_ratio(1)", (5).as_integer_ratio, 1)
show("conjugate(1)", (5).conjugate, 1)
show("to_bytes(1, 'big', 1)", (5).to_bytes, 1, "big", 1)
show("to_bytes(1, 2, 3, 4)", (5).to_bytes, 1, 2, 3, 4)
show("to_bytes(zz=1)", (5).to_bytes, zz=1)
show("to_bytes(1, 5)", (5).to_bytes, 1, 5)
show("to_bytes(2, 'little', signed=True)", (5).to_bytes, 2, "little", signed=True)
show("to_bytes(length=2, byteorder='big')", (5).to_bytes, length=2, byteorder="big")
show("to_bytes(2, length=2)", (5).to_bytes, 2, length=2)
show("from_bytes()", int.from_bytes)
show("from_bytes(b'', 'big', 1)", int.from_bytes, b"", "big", 1)
show("from_bytes(b'', zz=1)", int.from_bytes, b"", zz=1)
show(
    "from_bytes(bytes=b'\\x01', byteorder='little')",
    int.from_bytes,
    bytes=b"\x01",
    byteorder="little",
)
show("from_bytes(b'', 1)", int.from_bytes, b"", 1)
# int.is_integer is new in 3.12: 3.11's ints have none.
print(hasattr(5, "is_integer"), hasattr(True, "is_integer"))
show("float is_integer(1)", (1.5).is_integer, 1)
show("float as_integer_ratio(x=1)", (1.5).as_integer_ratio, x=1)
show("float hex(1)", (1.5).hex, 1)
show("float conjugate(1)", (1.5).conjugate, 1)
show("fromhex()", float.fromhex)
show("fromhex('1', x=1)", float.fromhex, "1", x=1)
show("complex conjugate(1)", (1j).conjugate, 1)
r = range(5)
show("range index()", r.index)
show("range index(1, 2)", r.index, 1, 2)
show("range count(x=1)", r.count, x=1)
show("slice indices()", slice(1).indices)
show("slice indices(1, 2)", slice(1).indices, 1, 2)


def gen():
    yield 1
    yield 2


g = gen()
next(g)
show("send()", g.send)
show("send(1, 2)", g.send, 1, 2)
show("throw()", g.throw)
show("throw(1, 2, 3, 4)", g.throw, 1, 2, 3, 4)
show("throw(ValueError, x=1)", g.throw, ValueError, x=1)
show("close(1)", g.close, 1)
show("close()", g.close)
