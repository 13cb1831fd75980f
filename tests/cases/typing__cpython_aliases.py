# typing's aliases behave as CPython's: subscripted generics keep their parameters, user
# generics subscript to aliases, the unsubscripted aliases work with isinstance()/issubclass(),
# and TypeVarTuple unpacks.
import typing
from typing import (Annotated, Callable, Dict, Generic, List, Literal, Optional, ParamSpec,
                    Sequence, Tuple, TypeVar, TypeVarTuple, Union, get_args, get_origin)

T = TypeVar("T")
K = TypeVar("K")
P = ParamSpec("P")
Ts = TypeVarTuple("Ts")


class Box(Generic[T]):
    pass


class Pair(Generic[K, T]):
    pass


print(Generic[T], Box[int], Pair[str, T][int], get_args(Box[int]), get_origin(Box[int]) is Box)
print(isinstance([], List), isinstance((), Sequence), issubclass(list, Sequence), issubclass(dict, Sequence))
print(Dict[K, List[T]][str, int], Union[int, Union[str, int]], Optional[Union[int, str]])
print(Annotated[Annotated[int, 4], 5], get_args(Annotated[int, "m"]))
print(Literal[1, 2, 1], Literal[1] == Literal[1], Union[int, str] == Union[str, int])
print(Callable[P, int], Callable[[int, str], T][bool], Callable[..., None])
print(Tuple[int, *Ts], Tuple[int, *Ts][str, bytes], Tuple[()])
for bad in (lambda: isinstance(1, List[int]), lambda: issubclass(int, Union[int, str][int]),
            lambda: Generic[int], lambda: typing.Any(), lambda: List[int, str]):
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)
try:
    class C(Union):
        pass
except TypeError as e:
    print("TypeError:", e)
