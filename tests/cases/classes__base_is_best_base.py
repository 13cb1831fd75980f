# smolagents: Forbidden: Forbidden access to dunder attribute: __base__
# A class's __base__ is the base whose instance layout extends the others' (CPython's
# best_base), not merely the first: a plain class adds no layout, slots and builtin types do.
class B:
    pass


class M:
    pass


class E(Exception):
    pass


class D(dict):
    pass


class S:
    __slots__ = ("a",)


class SD:
    __slots__ = ("__dict__",)


class X(B, D):
    pass


class Y(D, B):
    pass


class Z(B, S):
    pass


class W(B, SD):
    pass


class V(M, X):
    pass


class F(B, FileNotFoundError):
    pass


class G(ValueError, B):
    pass


class U(B, UnicodeDecodeError):
    pass


for name, bases in [
    ("C1", (B, int)),
    ("C2", (B, E)),
    ("C3", (B, M)),
    ("C4", (B, dict)),
    ("C5", (M, B, str)),
    ("C6", (B, KeyError)),
]:
    print(name, type(name, bases, {}).__base__.__name__)
for c in (X, Y, Z, W, V, F, G, U, B, D, E, int, bool, object, KeyError):
    print(c.__name__, None if c.__base__ is None else c.__base__.__name__)
