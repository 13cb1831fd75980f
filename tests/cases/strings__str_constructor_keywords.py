# str() with keyword arguments (a fuzzing regression: str(a=0) used to panic).
print(repr(str(object=5)), repr(str(object="x")), repr(str(encoding="utf-8")))
print(repr(str(b"abc", encoding="ascii")), repr(str(b"x", errors="strict", encoding="utf-8")))
for call in [lambda: str(a=0), lambda: str(1, a=2), lambda: str(object=1, bogus=2)]:
    try:
        call()
    except TypeError as e:
        print("TypeError:", e)
