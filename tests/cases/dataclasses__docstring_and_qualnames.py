# A dataclass without a docstring gets its name and the signature of its __init__ as one,
# and the methods the decorator adds are named as if the class body defined them.
# smolagents: Forbidden: Forbidden access to dunder attribute: __setattr__
import datetime
from collections import deque
from dataclasses import KW_ONLY, InitVar, dataclass, field
from typing import ClassVar, List, Optional, Union


@dataclass
class A:
    x: int
    y: "str" = "a"
    z: list = field(default_factory=list)
    w: InitVar[int] = 3
    c: ClassVar[int] = 5
    n: int = field(default=0, init=False)
    _: KW_ONLY
    k: Optional[int] = None
    d: datetime.date = None
    q: dict[str, int] = None
    u: "Undefined" = None
    f: float = 1.5

    def __post_init__(self, w):
        pass


print(A.__doc__)


@dataclass(init=False)
class B:
    x: int


@dataclass(kw_only=True)
class K:
    x: int
    y: List[int] = None
    e: deque = field(default_factory=deque)
    o: Union[int, type(None)] = None


@dataclass
class E:
    pass


@dataclass
class F(A):
    g: int = 0


@dataclass
class Documented:
    """Lorem ipsum"""

    x: int


@dataclass(init=False)
class Inherits(A):
    h: int = 1


print(B.__doc__, K.__doc__, E.__doc__, Documented.__doc__, sep="\n")
print(F.__doc__)
print(Inherits.__doc__)


def make():
    @dataclass(order=True, unsafe_hash=True, frozen=True)
    class P:
        x: int

    return P


P = make()
for name in ("__init__", "__repr__", "__eq__", "__lt__", "__le__", "__gt__", "__ge__", "__hash__",
             "__setattr__", "__delattr__"):
    print(name, getattr(P, name).__qualname__, getattr(P, name).__name__)
