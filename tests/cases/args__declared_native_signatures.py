# The argument errors of the native functions moved to declared signatures (args.rs), word
# for word as CPython 3.11 raises them, and bytes/bytearray.maketrans called on the type.
import math
from collections import namedtuple

P = namedtuple("P", "x y")


class M(map):
    pass


tests = [
    lambda: map(),
    lambda: map(len),
    lambda: map(len, [], x=1),
    lambda: zip(x=1),
    lambda: zip([], strict=1, x=2),
    lambda: zip([], x=2),
    lambda: list(zip([1], [2, 3], strict=True)),
    lambda: list(zip([1], [2, 3], strict=0)),
    lambda: type(),
    lambda: type(1, 2),
    lambda: type(1, 2, 3, 4),
    lambda: type(1, x=2),  # noqa: UP003 (the call under test)
    lambda: type(object=1),
    lambda: super(1, 2, 3),
    lambda: super(x=1),
    lambda: super(int, 1, x=1),
    lambda: object(1),
    lambda: object(x=1),
    lambda: P(1),
    lambda: P(1, 2, 3),
    lambda: P(1, y=2, z=3),
    lambda: P(1, 2, x=3),
    lambda: P(x=1, y=2),
    lambda: math.gcd(a=1),
    lambda: math.gcd(1, 2, a=1),
    lambda: math.lcm(a=1),
    lambda: math.hypot(x=1),
    lambda: math.hypot(3, 4, y=1),
    lambda: math.isclose(),
    lambda: math.isclose(1),
    lambda: math.isclose(1, 2, 3),
    lambda: math.isclose(1, 2, 3, 4),
    lambda: math.isclose(1, b=2),
    lambda: math.isclose(1, 2, foo=3),
    lambda: math.isclose(1, 2, rel_tol=1, abs_tol=2, x=3),
    lambda: math.isclose(a=1, a2=2),
    lambda: bytes.maketrans(b"a", b"b")[97:99],
    lambda: bytes.maketrans(b"a"),
    lambda: bytes.maketrans(frm=b"a", to=b"b"),
    lambda: bytearray.maketrans(b"ab", b"cd")[97:99],
    lambda: bytearray.maketrans(b"a", to=b"b"),
    lambda: bytearray().maketrans(b"a", b"b")[97],
    lambda: b"".maketrans(b"a", b"bc"),
    lambda: bytes.maketrans(1, 2),
    lambda: bytes.maketrans(),
    lambda: b"abc".translate(bytes.maketrans(b"ab", b"xy")),
]
for i, t in enumerate(tests):
    try:
        print(i, repr(t()))
    except Exception as e:
        print(i, type(e).__name__, e)
