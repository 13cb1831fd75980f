# smolagents: Forbidden: Forbidden access to dunder attribute: __parameters__
# types.GenericAlias's __parameters__ (CPython 3.11's _Py_make_parameters: the type variables
# among the arguments in order of first appearance, each once; a class is skipped, another
# argument contributes its own __parameters__) and substitution (`dict[str, T][int]`).
from typing import TypeVar, ParamSpec, TypeVarTuple, Generic, Callable

T = TypeVar("T")
K = TypeVar("K")
V = TypeVar("V")
P = ParamSpec("P")
Ts = TypeVarTuple("Ts")


def t(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__, e)


class HasParams:
    # A class's own __parameters__ is not asked for.
    __parameters__ = (T,)


a = dict[K, V]

t("subst one", lambda: list[T][int])
t("subst partial", lambda: dict[str, T][int])
t("subst two", lambda: dict[K, V][str, int])
t("subst nested", lambda: list[list[T]][int])
t("subst repeated", lambda: dict[T, list[T]][int])
t("subst to typevar", lambda: dict[K, V][V, K])
t("subst to alias", lambda: list[T][dict[K, V]])
t("subst chain", lambda: list[T][dict[K, V]][str, int])
t("subst ellipsis", lambda: tuple[T, ...][int])
t("subst paramspec", lambda: list[P][int, str])
t("subst paramspec list", lambda: list[P][[int, str]])
t("subst eq", lambda: list[T][int] == list[int])
t("subst hash", lambda: hash(dict[K, V][str, int]) == hash(dict[str, int]))

t("not generic", lambda: list[int][int])
t("not generic empty", lambda: tuple[()][int])
t("too few", lambda: dict[K, V][int])
t("too many", lambda: dict[K, V][int, str, float])
t("too many one", lambda: list[T][int, str])
t("empty", lambda: list[T][()])


class Box(Generic[T]):
    pass


t("callable subst", lambda: list[Callable[[T], K]][int, str])

# The dunder attributes, which the smolagents policy refuses.
t("plain", lambda: list[int].__parameters__)
# A user generic class's alias, which the smolagents policy's typing does not make.
t("user generic subst", lambda: list[Box[T]][int])
# TypeVarTuple, which the smolagents policy's typing does not substitute.
t("subst typevartuple", lambda: tuple[*Ts][int, str])
t("subst typevartuple empty", lambda: tuple[T, *Ts][int])
t("bare typevartuple", lambda: list[Ts][int])
t("typevartuple too few", lambda: tuple[T, *Ts][()])
t("typevartuple", lambda: tuple[*Ts].__parameters__)
t("one", lambda: list[T].__parameters__)
t("two", lambda: dict[K, V].__parameters__)
t("repeated", lambda: dict[T, list[T]].__parameters__)
t("nested order", lambda: dict[list[V], tuple[K, V]].__parameters__)
t("class skipped", lambda: list[HasParams].__parameters__)
t("list arg", lambda: list[[T, int]].__parameters__)
t("paramspec", lambda: list[P].__parameters__)
t("cached", lambda: list[T].__parameters__ is list[T].__parameters__)
t("same object", lambda: a.__parameters__ is a.__parameters__)
t("subst keeps origin", lambda: type[T][int].__origin__)
t("subst args", lambda: dict[str, T][int].__args__)
t("subst params", lambda: dict[str, T][list[K]].__parameters__)
t("user generic arg", lambda: list[Box[T]].__parameters__)
t("callable arg", lambda: list[Callable[[T], K]].__parameters__)
