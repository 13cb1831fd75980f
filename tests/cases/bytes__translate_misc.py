print(b"hello".translate(None, b"l"), b"abc".translate(b"".maketrans(b"abc", b"xyz")), b"a-b-c".replace(b"-", b""), b"abc".capitalize())
print(b"one two".split(maxsplit=1), b"a b c".rsplit(maxsplit=1), b"x".isascii(), b"\x80".isascii(), b"ab" < b"abc", b"b" > b"abc")
print(bytes([1, 2]) * 0, b"" in b"abc", b"ab" + bytes(2), b"%d" if False else len(b"\x00\x00"))
