# Every arity, keyword and default error of a namedtuple's construction, and of `_make` and
# `_replace`, with the messages of CPython's generated `T.__new__(_cls, ...)`: a Python
# function's, whose first parameter `_cls` is counted and can be named.
from collections import namedtuple

P = namedtuple("P", "x y")
Q = namedtuple("Q", "x y z", defaults=(2, 3))
R = namedtuple("R", "a b c", defaults=(9,))
A = namedtuple("A", "a", defaults=(0,))
E = namedtuple("E", "")
One = namedtuple("One", "only")
F = namedtuple("F", "a b c d e")


class Sub(P):
    pass


tests = [
    lambda: P(),
    lambda: P(1),
    lambda: P(1, 2),
    lambda: P(1, 2, 3),
    lambda: P(1, 2, 3, 4),
    lambda: P(y=2),
    lambda: P(x=1),
    lambda: P(x=1, y=2),
    lambda: P(y=2, x=1),
    lambda: P(1, y=2),
    lambda: P(1, x=2),
    lambda: P(1, 2, x=3),
    lambda: P(1, 2, 3, x=4),
    lambda: P(1, 2, 3, z=4),
    lambda: P(z=1),
    lambda: P(1, 2, z=3),
    lambda: P(z=1, x=2),
    lambda: P(x=1, z=2, w=3),
    lambda: P(_cls=1),
    lambda: P(1, _cls=2),
    lambda: P(1, 2, _cls=3),
    lambda: P(**{"x": 1, "y": 2}),
    lambda: P(*[1], **{"y": 2}),
    lambda: Q(),
    lambda: Q(1),
    lambda: Q(1, 5),
    lambda: Q(1, z=7),
    lambda: Q(1, 2, 3, 4),
    lambda: Q(y=1),
    lambda: Q(1, y=2, x=3),
    lambda: R(),
    lambda: R(1),
    lambda: R(1, 2),
    lambda: R(c=1),
    lambda: R(1, 2, 3, 4, 5),
    lambda: A(),
    lambda: A(1, 2),
    lambda: A(b=1),
    lambda: E(),
    lambda: E(1),
    lambda: E(1, 2),
    lambda: E(a=1),
    lambda: One(),
    lambda: One(1, 2),
    lambda: F(),
    lambda: F(1),
    lambda: F(1, 2),
    lambda: F(1, 2, 3),
    lambda: F(e=5),
    lambda: F(1, 2, 3, 4, 5, 6, 7),
    lambda: Sub(1),
    lambda: Sub(1, 2, 3),
    lambda: Sub(1, q=2),
    lambda: Sub(1, 2),
    lambda: P._make([1]),
    lambda: P._make([1, 2, 3]),
    lambda: P._make([]),
    lambda: P._make(iter([1, 2])),
    lambda: P._make(5),
    lambda: Q._make([1]),
    lambda: Q._make([1, 2, 3]),
    lambda: E._make([]),
    lambda: E._make([1]),
    lambda: P(1, 2)._replace(),
    lambda: P(1, 2)._replace(x=5),
    lambda: P(1, 2)._replace(z=5),
    lambda: P(1, 2)._replace(z=5, w=6, x=1),
    lambda: P(1, 2)._replace(1),
    lambda: P(1, 2)._replace(self=3),
    lambda: Q(1)._replace(z=0),
    lambda: P._replace(P(1, 2), y=9),
]
for i, t in enumerate(tests):
    try:
        print(i, repr(t()))
    except Exception as e:
        print(i, type(e).__name__, e)
