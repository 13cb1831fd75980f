# smolagents: Forbidden: Forbidden call to dunder function: __new__
# str() of the Unicode errors words their current attributes (assigned ones too), with the
# positions unclamped; `__new__` alone makes an exception with no arguments, whose str is "".
u = UnicodeEncodeError("baz", "xxxxx", 1, 5, "foo")
print(str(u))
u.end = 2
print(str(u), u.end, u.args)
u.end = 5
u.reason = 0x345345345345345345
print(str(u))
u.encoding = 4000
print(str(u))
u.start = 1000
print(str(u))
u.object = "abcdef"
u.start, u.end = 2, 3
print(str(u))

u = UnicodeDecodeError("baz", b"xxxxx", 1, 5, "foo")
print(str(u))
u.end = 2
print(str(u))
u.object = b"ab\xff"
u.start, u.end = 2, 3
print(str(u))
u.reason = 0x345345345345345345
u.encoding = 4000
u.start, u.end = 1000, 5
print(str(u))

u = UnicodeTranslateError("xxxx", 1, 5, "foo")
print(str(u))
u.end = 2
print(str(u))
u.end = 5
u.reason = 0x345345345345345345
print(str(u))
u.start = 1000
print(str(u), u.encoding)

print(str(UnicodeEncodeError("a", "xx", 5, 9, "r")), str(UnicodeEncodeError("a", "xx", 0, 0, "r")))
print(str(UnicodeEncodeError("a", "\u20ac\U0001f600", 1, 2, "r")))

for klass in (UnicodeEncodeError, UnicodeDecodeError, UnicodeTranslateError, ValueError, KeyError):
    e = klass.__new__(klass)
    print(klass.__name__, repr(str(e)), e.args, type(e).__name__)
e = ValueError.__new__(ValueError, 1, 2)
print(e.args, repr(e))
