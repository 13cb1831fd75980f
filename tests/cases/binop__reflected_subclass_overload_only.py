# The right operand's reflected method runs first only when its class is a subclass of the
# left operand's class that overrides that method, as CPython's method_is_overloaded.
from collections import ChainMap


class Base:
    def __init__(self, tag):
        self.tag = tag

    def __add__(self, other):
        return f"{self.tag}.__add__({other.tag})"

    def __radd__(self, other):
        return f"{self.tag}.__radd__({other.tag})"


class Inherits(Base):
    pass


class Overrides(Base):
    def __radd__(self, other):
        return f"Overrides {self.tag}.__radd__({other.tag})"


print(Base("a") + Inherits("b"))
print(Base("a") + Overrides("b"))
print(Inherits("a") + Base("b"))


class Sub(ChainMap):
    pass


class SubRor(ChainMap):
    def __ror__(self, other):
        return super().__ror__(other)


print(type(ChainMap() | Sub()).__name__, type(Sub() | ChainMap()).__name__)
print(type(ChainMap() | SubRor()).__name__, type((ChainMap() | SubRor()).maps[0]).__name__)


class MyInt(int):
    pass


class MyIntR(int):
    def __radd__(self, other):
        return "MyIntR.__radd__"


print(1 + MyInt(2), type(1 + MyInt(2)).__name__, 1 + MyIntR(2))
