s = "  a,b,,c  d\te\n"
print(s.split(), s.split(","), s.split(",", 1), s.rsplit(",", 1), s.split(None, 2), s.rsplit(None, 1))
print("a--b--c".split("--"), "".split(), "".split(","), "abc".split("abc"), "x".rsplit("x"))
print("1\n2\r\n3\r4\x0b5\x0c6\x1c7\u20288".splitlines(), "a\nb\n".splitlines(True), "".splitlines(), "\n".splitlines())
print(", ".join(["x", "y", "z"]), "".join([]), "-".join("abc"), "a b c".partition(" "), "a b c".rpartition(" "), "abc".partition("z"), "abc".rpartition("z"))
try:
    "a".split("")
except ValueError as e:
    print(repr(e))
try:
    ",".join(["a", 1])
except TypeError as e:
    print(repr(e))
