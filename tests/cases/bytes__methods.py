b = b"  The quick brown fox  "
print(b.strip(), b.lstrip(), b.rstrip(), b.upper(), b.lower(), b.title(), b.swapcase(), b.split(), b.strip().split(b" ", 2))
print(b.find(b"quick"), b.rfind(b"o"), b.index(b"T"), b.count(b"o"), b.replace(b"o", b"0"), b.startswith(b"  T"), b.endswith((b"x", b"  ")))
print(b"-".join([b"a", b"b"]), b"a,b,c".partition(b","), b"a,b,c".rpartition(b","), b"abc".center(9, b"*"), b"7".zfill(3), b"ab".ljust(4, b"."), b"ab".rjust(4))
print(b"abc123".isalnum(), b"abc".isalpha(), b"123".isdigit(), b"  ".isspace(), b"ABC".isupper(), b"abc".islower(), b"Ab Cd".istitle())
print(b"line1\nline2\r\nline3".splitlines(), b"a\tb".expandtabs(4), b"prefix-x".removeprefix(b"prefix-"), b"x.py".removesuffix(b".py"))
print(b"hello".find(108), b"hello".count(108), b"hello".index(b"l", 3))
