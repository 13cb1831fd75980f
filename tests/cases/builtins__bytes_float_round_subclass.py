# float() of bytes-like text, round() of int and float subclasses, bytearray ordering against
# bytes and slicing.
for x in [b"3.14", bytearray(b"1.5"), b" 2e3\n", b"abc", b"\xff", bytearray(b"x")]:
    try: print(float(x))
    except ValueError as e: print("ValueError", e)
class I(int): pass
class F(float): pass
print(round(I(5)), type(round(I(5))), round(I(1234), -2), type(round(I(1234), -2)))
print(round(F(2.567), 1), type(round(F(2.5))), round(F(2.5)))
ba = bytearray(b"abc")
print(ba < b"abd", ba > b"ab", b"abc" <= ba, ba >= bytearray(b"abc"), ba[1:], ba[::-1], ba[1:2] == b"b")
print(sorted([bytearray(b"b"), b"a", bytearray(b"c")]))
try:
    ba < "abc"
except TypeError as e:
    print("TypeError", e)
