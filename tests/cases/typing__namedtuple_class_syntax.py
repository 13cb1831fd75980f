# smolagents: Forbidden: Forbidden access to dunder attribute: __orig_bases__
from typing import NamedTuple, Generic, TypeVar, List, Iterable
import typing


class Employee(NamedTuple):
    name: str
    id: int = 3

    def label(self):
        return f"{self.name}#{self.id}"


e = Employee("guido")
print(e, e.label(), Employee._fields, Employee._field_defaults)
print(Employee.__annotations__, Employee.__name__)
print(Employee("a", 1) == ("a", 1), e._replace(id=9))

try:

    class Bad(NamedTuple):
        x: int = 1
        y: int

except TypeError as e:
    print("TypeError:", e)
try:

    class Bad2(NamedTuple):
        x: int

        def _asdict(self):
            pass

except AttributeError as e:
    print("AttributeError:", e)

P = NamedTuple("P", [("x", int), ("y", int)])
print(P(1, 2), P._fields)

T = TypeVar("T")


class Box(Iterable[T]):
    def __init__(self, items):
        self.items = items

    def __iter__(self):
        return iter(self.items)


print(list(Box([1, 2])), Box.__orig_bases__ == (Iterable[T],))
print(issubclass(Box, Generic), Box.__mro__[1].__name__)


class MyList(List[int]):
    pass


print(MyList.__mro__[1] is list, MyList([1]) + [2])
try:

    class U(typing.Union[int, str]):
        pass

except TypeError as e:
    print("TypeError")
