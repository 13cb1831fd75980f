a = bytearray(b"abc")
b = bytearray(b"abc")
print(a == b, a is b, a == b"abc", b"abc" == a, a == "abc", a != bytearray(b"abd"), bytearray() == b"")
b[0] = 120
print(a == b, a, b, [a, b])
