items = [b"b", b"a", b"ab", b"", b"\xff", b"B", b"aa"]
print(sorted(items), max(items), min(items), b"a" < b"b", b"abc" == b"abc", b"a" == "a", b"a" != "a")
print(hash(b"abc") == hash(b"abc"), {b"k": 1}[b"k"], len({b"a", b"a", bytes(b"a")}))
print(b"abc" == bytearray(b"abc"))
