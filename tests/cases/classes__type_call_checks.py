# smolagents: Forbidden: Forbidden access to dunder attribute: __dict__
# type(name, bases, ns) as type.__new__ checks it: __qualname__ from the namespace (a str,
# not kept as an attribute), no null character in the name, __slots__ items (strings, at most
# one __dict__ and __weakref__, none the base already gives, none on a variable-sized builtin),
# and bases whose builtin layouts conflict.


def show(label, f):
    try:
        print(label, "->", f())
    except Exception as e:
        print(label, "!!", type(e).__name__, e)


A = type("A", (), {"__qualname__": "B.C"})
print(A.__name__, A.__qualname__, "__qualname__" in A.__dict__)
show("qualname bytes", lambda: type("A", (), {"__qualname__": b"B"}))
show("null in name", lambda: type("A\x00B", (), {}))
show("bytes name", lambda: type(b"A", (), {}))


class B:
    pass


class S:
    __slots__ = ("a",)


class SW:
    __slots__ = ("__weakref__",)


cases = [
    ((), b"x"),
    ((), ""),
    ((), "42"),
    ((), "x\x00y"),
    ((), ("__dict__", "__dict__")),
    ((), ("__weakref__", "__weakref__")),
    ((), ("__dict__", "__weakref__", "a")),
    ((int,), "x"),
    ((int,), ()),
    ((tuple,), ("a",)),
    ((bytes,), "__weakref__"),
    ((str,), "x"),
    ((B,), "__dict__"),
    ((B,), "__weakref__"),
    ((S,), "__dict__"),
    ((S,), "__weakref__"),
    ((SW,), "__weakref__"),
    ((SW,), "__dict__"),
]
for bases, slots in cases:
    names = tuple(b.__name__ for b in bases)
    show("slots %r %r" % (names, slots), lambda: type("A", bases, {"__slots__": slots}).__name__)
show("slots conflict", lambda: type("A", (), {"__slots__": "x", "x": 0}))
for bases in [(int, str), (list, dict), (int, B), (B, str)]:
    show("bases %r" % (tuple(b.__name__ for b in bases),), lambda: type("A", bases, {}).__name__)


class Both(S, B):
    pass


print(Both.__mro__[1:3] == (S, B))
