# The argument checks that word their errors with a name known only at run time (set.__init__
# names the receiver's type, __length_hint__ its iterator type) or in a wording of their own
# (object(), the singletons' types, map, enumerate's vectorcall path, type() with three
# arguments, namedtuple's __new__), with CPython 3.11's exact messages.
from collections import namedtuple


class S(set):
    pass


class E(enumerate):
    pass


class M(map):
    pass


P = namedtuple("P", "x y")
Q = namedtuple("Q", "x y", defaults=(2,))


class K:
    pass


class KI:
    def __init__(self, *a):
        object.__init__(self, *a)


k = K()

tests = [
    lambda: set.__init__(set(), [], []),
    lambda: set.__init__(S(), [], [], []),
    lambda: S([], []),
    lambda: set([], []),
    lambda: set(iterable=[]),
    lambda: S(iterable=[]),
    lambda: set.__init__(set(), x=1),
    lambda: sorted(set.__init__(s := {1}, [2]) or s),
    lambda: iter([1]).__length_hint__(1),
    lambda: iter([1]).__length_hint__(1, 2),
    lambda: iter([1]).__length_hint__(a=1),
    lambda: iter((1,)).__length_hint__(1),
    lambda: iter("ab").__length_hint__(x=1),
    lambda: reversed([1, 2]).__length_hint__(1),
    lambda: iter(range(3)).__length_hint__(1),
    lambda: iter(range(3)).__length_hint__(),
    lambda: object(1),
    lambda: object(a=1),
    lambda: object(1, a=2),
    lambda: type(object()).__name__,
    lambda: type(None)(1),
    lambda: type(None)(a=1),
    lambda: type(NotImplemented)(1),
    lambda: type(...)(1),
    lambda: type(...)(a=1),
    lambda: type(None)() is None,
    lambda: map(),
    lambda: map(len),
    lambda: map(len, a=1),
    lambda: map(a=1),
    lambda: list(map(len, ["ab"])),
    lambda: M(len),
    lambda: M(),
    lambda: list(M(len, ["abc"])),
    lambda: enumerate(),
    lambda: enumerate(a=1),
    lambda: enumerate(a=1, b=2, c=3),
    lambda: enumerate([], 1, 2),
    lambda: enumerate([], 1, x=2),
    lambda: enumerate([], foo=1),
    lambda: enumerate([], iterable=2),
    lambda: enumerate(start=1, foo=[]),
    lambda: enumerate(foo=1, start=[]),
    lambda: enumerate(iterable=[], foo=1),
    lambda: enumerate(foo=[]),
    lambda: enumerate(start=1),
    lambda: list(enumerate(start=1, iterable="ab")),
    lambda: list(enumerate(iterable="ab", start=1)),
    lambda: list(enumerate(iterable="ab")),
    lambda: list(enumerate("ab", start=5)),
    lambda: list(enumerate("ab", 5)),
    lambda: E(),
    lambda: E([], foo=1),
    lambda: list(E("ab", start=2)),
    lambda: type(1, (), {}),
    lambda: type("A", [], {}),
    lambda: type("A", (), []),
    lambda: type("A", ()),
    lambda: type("A", (), {}, 1),
    lambda: type(),
    lambda: type("A", (), {"x": 1}).x,
    lambda: P(1),
    lambda: P(1, 2, 3),
    lambda: P(1, 2, z=3),
    lambda: P(1, x=2),
    lambda: Q(),
    lambda: Q(1, 2, 3),
    lambda: Q(1),
    lambda: P(y=1, x=2),
    lambda: K(1),
    lambda: K(a=1),
    lambda: KI(1),
    lambda: type(KI()).__name__,
    lambda: type("D", (K,), {}, x=1),
]
for i, t in enumerate(tests):
    try:
        print(i, repr(t()))
    except Exception as e:
        print(i, type(e).__name__, e)
