# smolagents: Forbidden: Forbidden call to dunder function: __reduce__
# A union hashes as the frozenset of its members (CPython's union_hash), a generic alias
# reduces to (type, (origin, args)) so copy and deepcopy rebuild it, and comparing aliases
# compares their arguments with the operator's dispatch (a metaclass's __eq__ runs).
import copy
import typing

T = typing.TypeVar("T")
print(hash(int | str) == hash(str | int))
print(hash(int | str) == hash(frozenset([int, str])))
print(hash(list[int] | None) == hash(None | list[int]))

g = list[T]
print(g.__reduce__())
print(hash(int | str) == hash(typing.Union[int, str]))
print(g.__reduce_ex__(4))
orig = list[T] | int
for copied in (copy.copy(orig), copy.deepcopy(orig), copy.copy(g), copy.deepcopy(g)):
    print(copied, copied == orig or copied == g, copied.__args__, copied.__parameters__)


class BadType(type):
    def __eq__(self, other):
        return 1 / 0


bt = BadType("bt", (), {})
for f in (
    lambda: bt == int,
    lambda: int == bt,
    lambda: (int,) == (bt,),
    lambda: [bt] == [int],
    lambda: list[int] == list[bt],
    lambda: list[int] | list[bt],
):
    try:
        print(f())
    except ZeroDivisionError:
        print("ZeroDivisionError")


class Loud(type):
    def __eq__(self, other):
        print("Loud.__eq__", self.__name__)
        return self is other


L = Loud("L", (), {})
print((L,) == (int,), (L,) == (L,), [int, L] == [int, L])
