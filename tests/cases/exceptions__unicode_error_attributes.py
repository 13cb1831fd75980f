# UnicodeDecodeError / UnicodeEncodeError raised by codecs and made by hand: their attributes
# (encoding, object, start, end, reason) and their text.
def show(e):
    print(type(e), repr(e.encoding), repr(e.object), e.start, e.end, repr(e.reason))
    print(" ", e)
    print(" ", e.args)


for data in [b"\xff", b"ab\xe9cd", b"\xf0\x9f\x98", b"ok\xc3(x"]:
    try:
        data.decode("utf-8")
    except UnicodeDecodeError as e:
        show(e)

for text, codec in [("caf\xe9", "ascii"), ("\u20ac\u20acx", "latin-1"), ("a\U0001f600", "ascii")]:
    try:
        text.encode(codec)
    except UnicodeEncodeError as e:
        show(e)

made = UnicodeDecodeError("utf-8", b"\x80abc", 0, 1, "invalid start byte")
show(made)
made = UnicodeDecodeError("latin-9", b"xyz", 1, 3, "made up")
show(made)
made = UnicodeEncodeError("ascii", "\u1234b", 0, 1, "ordinal not in range(128)")
show(made)
made = UnicodeEncodeError("ascii", "a\U00012345", 1, 2, "nope")
show(made)
try:
    raise UnicodeDecodeError("utf-8", b"\xff\xfe", 0, 2, "both bad")
except ValueError as e:
    print("caught as ValueError:", e)
try:
    b"\xff".decode("utf-8")
except UnicodeError as e:
    print(isinstance(e, ValueError), e.start)
