# smolagents: Forbidden: Forbidden access to dunder attribute: __mro__
from dataclasses import dataclass, make_dataclass, fields
from typing import Generic, Optional, TypeVar

T = TypeVar("T")


@dataclass
class Parent(Generic[T]):
    x: T


# The bases go through __mro_entries__ as types.new_class resolves them.
Child = make_dataclass(
    "Child",
    [("y", T), ("z", Optional[T], None)],
    bases=(Parent[int], Generic[T]),
    namespace={"other": 42},
)
print(Child.__mro__, Child.__orig_bases__, Child.__module__)
print(Child[int](1, 2), Child[int](1, 2, 3).other, [f.name for f in fields(Child)])
print(Child[T][int](1, 2).x, Child.__parameters__)


class Meta(type):
    def __new__(m, name, bases, ns):
        ns["tag"] = "meta"
        return super().__new__(m, name, bases, ns)


class WithMeta(metaclass=Meta):
    pass


D = make_dataclass("D", ["a"], bases=(WithMeta,))
print(type(D).__name__, D.tag, D(1))
