# smolagents: Forbidden: Forbidden access to dunder attribute: __dict__
from dataclasses import dataclass, field, fields


# slots=True makes a new class whose __slots__ are the fields: no __dict__, no new attributes.
@dataclass(slots=True)
class Point:
    x: int
    y: int = 0

    def norm1(self):
        return abs(self.x) + abs(self.y)


p = Point(3, -4)
print(p, p.norm1(), Point.__slots__, hasattr(p, "__dict__"))
print(Point.__qualname__, Point.__name__, [f.name for f in fields(Point)])
print(type(Point.__dict__["x"]).__name__, "y" in Point.__dict__)
try:
    p.z = 1
except AttributeError as e:
    print("AttributeError:", e)


# The class the decorator returns is not the one it was given.
class A:
    a: int


B = dataclass(A, slots=True)
print(A is B, B.__slots__, B(1))


# A class that already has __slots__ is refused.
try:

    @dataclass(slots=True)
    class Already:
        __slots__ = ("q",)
        q: int

except TypeError as e:
    print("TypeError:", e)


# Slots the bases already have are not repeated.
class Root:
    __slots__ = {"x"}


class Root2(Root):
    __slots__ = ("k", "j")


@dataclass(slots=True)
class Derived(Root2):
    y: int
    j: str
    x: str = "x"


print(Derived.__slots__, Derived(1, "j"))


# A base whose __slots__ is an iterator cannot be read twice.
class Iter:
    __slots__ = iter(["a"])


try:

    @dataclass(slots=True)
    class FromIter(Iter):
        x: int

except TypeError as e:
    print("TypeError:", e)


# A field with init=False and a default is set by __init__ (the slot holds no default).
@dataclass(slots=True)
class NoInit:
    a: str
    b: str = field(default="b", init=False)
    c: list = field(default_factory=list, init=False)


n = NoInit("a")
print(n, n.b, n.c)


# Frozen classes with slots get __getstate__/__setstate__ for pickling.
@dataclass(frozen=True, slots=True)
class Frozen:
    a: int
    b: str


f = Frozen(1, "two")
print(f.__getstate__())
g = Frozen(0, "")
g.__setstate__([5, "five"])
print(g, hash(f) == hash(Frozen(1, "two")))
try:
    f.a = 2
except AttributeError as e:
    print(type(e).__name__, e)


# weakref_slot adds __weakref__ to the slots.
@dataclass(slots=True, weakref_slot=True)
class Weak:
    a: int


print(Weak.__slots__)


# A slot declared by hand is a member descriptor, not a default.
@dataclass
class Base:
    __slots__ = ("x",)
    x: int


@dataclass
class Sub(Base):
    x: int
    y: int


s = Sub(1, 2)
s.z = 10
print(s, s.z)
