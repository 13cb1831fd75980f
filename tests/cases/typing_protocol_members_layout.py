# isinstance() against runtime-checkable protocols whose members come from a class's
# namespace, its docstring, inherited protocols and annotations.
from typing import Protocol, runtime_checkable


@runtime_checkable
class Named(Protocol):
    """A protocol with a docstring and a data member."""

    name: str


@runtime_checkable
class Sized2(Named, Protocol):
    def size(self) -> int: ...


class Both:
    def size(self):
        return 1


class OnlyName:
    pass


class SizeNone:
    name = "y"
    size = None


def made(cls):
    # The data member set on the instance, as an initializer would.
    obj = cls()
    if cls is not object:
        obj.name = "n"
    return obj


for label, proto in (("Named", Named), ("Sized2", Sized2)):
    print(label, [isinstance(made(c), proto) for c in (Both, OnlyName, SizeNone, object)])
    print(label, [isinstance(c(), proto) for c in (Both, OnlyName, SizeNone, object)])
