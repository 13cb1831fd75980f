s = "  Hello, World! Hello again.  "
print(repr(s.strip()), repr(s.lstrip()), repr(s.rstrip()))
t = s.strip()
print(t.upper(), t.lower(), t.title(), sep="\n")
print("hello world".capitalize(), "HELLO".capitalize(), "élan vital".title())
print(t.replace("Hello", "Bye"), t.replace("Hello", "Bye", 1), sep="\n")
print(t.startswith("Hello"), t.endswith("."), t.startswith(("x", "He")), t.endswith("again", 0, -1))
print(t.find("Hello"), t.find("Hello", 1), t.find("zzz"), t.index("World"), t.count("l"), t.count("Hello"))
print("xxhixx".strip("x"), "abcba".strip("ab"), "--a--".lstrip("-"), "--a--".rstrip("-"))
print("42".isdigit(), "4.2".isdigit(), "abc".isalpha(), "ab1".isalpha(), "ab1".isalnum(), "   ".isspace(), "".isspace())
print("7".zfill(3), "-7".zfill(4), "abc".center(9, "*"), "abc".ljust(6, "."), "abc".rjust(6))
print("a-b-c".partition("-"), "abc".partition("x"))
try:
    t.index("zzz")
except ValueError as e:
    print("ValueError", e)
print(",".join(["a", "b", "c"]), "".join(reversed("stressed")), " ".join("abc"))
print("a\nb\r\nc\n".splitlines(), "no newline".splitlines(), "".splitlines())
