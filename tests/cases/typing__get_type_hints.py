# typing.get_type_hints on functions, classes (through their bases) and forward references.
import typing
from typing import Annotated, Dict, List, Optional, Union


def convert(a: int, b: "str" = "x", *rest: float, flag: List[int], **extra: "Optional[int]") -> None:
    return None


print(typing.get_type_hints(convert))


def plain(x, y=2):
    return x


print(typing.get_type_hints(plain))


class Base:
    count: int
    names: "List[str]"


class Derived(Base):
    weight: Annotated[float, "kg"]
    table: Dict[str, "int"]
    either: "int | str"


print(typing.get_type_hints(Derived))
print(typing.get_type_hints(Derived, include_extras=True))
print(typing.get_type_hints(Base))


class Node:
    def link(self, other: "Node") -> "Node":
        return other


print(typing.get_type_hints(Node.link, globalns={"Node": Node}))
print(typing.get_type_hints(convert)["extra"] == Union[int, None])

try:
    typing.get_type_hints(Node.link, globalns={})
except NameError as e:
    print("NameError:", e)
