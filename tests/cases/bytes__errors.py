tests = [lambda: b"abc".index(b"z"), lambda: b"a".decode("nope"), lambda: bytes(-1),
         lambda: b"abc".join(["a"]), lambda: ord(b"ab"), lambda: b"a".split(b"")]
for t in tests:
    try:
        print(t())
    except Exception as e:
        print(repr(e))
print(ord(b"A"), b"a"[0:0], b"abc"[-10:10])
