# smolagents: Forbidden: Forbidden access to dunder attribute: __origin__
import typing
from typing import (
    overload,
    get_overloads,
    clear_overloads,
    is_typeddict,
    reveal_type,
    IO,
    TextIO,
    BinaryIO,
    ParamSpec,
    ParamSpecArgs,
    ParamSpecKwargs,
    TypedDict,
    T,
    KT,
    VT,
)


@overload
def f(x: int) -> int: ...


@overload
def f(x: str) -> str: ...


def f(x):
    return x


ovs = get_overloads(f)
print(len(ovs), [o.__name__ for o in ovs], f(3))
try:
    ovs[0](1)
except NotImplementedError as e:
    print("NotImplementedError:", e)


class C:
    @overload
    def m(self, x: int) -> int: ...

    @overload
    def m(self, x: str) -> str: ...

    def m(self, x):
        return x

    @overload
    @staticmethod
    def s(x: int) -> int: ...

    @staticmethod
    def s(x):
        return x


print(len(get_overloads(C.m)), len(get_overloads(C.s)), get_overloads(len))
clear_overloads()
print(get_overloads(f), get_overloads(C.m))

print(reveal_type(5), reveal_type("x"))

print(T, KT, VT, T.__name__)
P = ParamSpec("P")
print(P.args, P.kwargs, P.__name__)
print(P.args.__origin__ is P, P.kwargs.__origin__ is P)
print(P.args == P.args, P.args == ParamSpec("Q").args, P.args == P.kwargs)
print(isinstance(P.args, ParamSpecArgs), isinstance(P.kwargs, ParamSpecKwargs))


class Movie(TypedDict):
    title: str


print(is_typeddict(Movie), is_typeddict(dict), is_typeddict(TypedDict), is_typeddict(1))

print(IO, TextIO, BinaryIO)
print(issubclass(TextIO, IO), issubclass(BinaryIO, IO), issubclass(TextIO, BinaryIO))
print(sorted(n for n in ("read", "write", "mode", "buffer", "encoding") if hasattr(TextIO, n)))
print(getattr(IO.read, "__isabstractmethod__", None), type(IO.mode).__name__)
print(typing._cleanups == [] or all(callable(c) for c in typing._cleanups))
