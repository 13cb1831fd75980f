# bytearray: the mutating methods, the bytes methods it shares (results as bytearrays),
# concatenation, containment and deletion, with CPython's errors.
b = bytearray(b"hello")
b.append(33)
b.extend(b" wor")
b.extend([108, 100])
b.insert(0, 62)
b.insert(-1, 95)
b.insert(100, 46)
print(b, len(b))
print(b.pop(), b.pop(0), b)
b.remove(95)
print(b)
b.reverse()
print(b)
c = b.copy()
c.clear()
print(c, b)
b.reverse()
print(b.upper(), b.title(), b.replace(b"l", b"L", 2), b.center(20, b"*"))
print(b.split(), b.split(b"o"), b.partition(b" "), b.rpartition(b"z"))
print(b.find(b"wor"), b.count(b"l"), b.startswith(b"hell"), b.endswith(bytearray(b"ld")))
print(b.decode(), b.hex(), b.isalpha(), bytearray(b"abc").isalpha(), b.strip(b"hd"))
print(bytearray(b"-").join([b"a", bytearray(b"b"), b"c"]))
print(b + b"!", b"!" + b, bytearray(b"ab") * 3, 3 * bytearray(b"x"))
print(b"wor" in b, 104 in b, 7 in b, bytearray(b"lo") in b"hello")
del b[0]
del b[-1]
print(b)
del b[::2]
print(b)
x = bytearray()
x += b"abc"
x += bytearray(b"d")
print(x, isinstance(x, bytearray))
for bad in (lambda: x.append(256), lambda: x.append("a"), lambda: x.extend("ab"),
            lambda: bytearray().pop(), lambda: x.pop(10), lambda: x.remove(200),
            lambda: x.remove(ord("z"))):
    try:
        bad()
    except Exception as e:
        print(repr(e))
