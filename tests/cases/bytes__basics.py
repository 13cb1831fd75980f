b = b"Hello, World"
print(b, len(b), b[0], b[-1], b[1:5], b[::-1], b[::3], list(b[:3]), b * 2, b + b"!", b"W" in b, 72 in b, b"xyz" in b)
print(bytes(3), bytes([65, 66, 67]), bytes(range(5)), bytes("hé", "utf-8"), bytes(b"abc"), bytes(bytearray(b"xy")), bytes())
print(repr(b"\x00\x01\t\n\r'\"\\\x7f\x80\xff"), repr(b"'"), repr(b"\"'"), str(b"a"))
for bad in [[256], [-1], "abc", 1.5]:
    try:
        bytes(bad)
    except (TypeError, ValueError) as e:
        print(repr(e))
