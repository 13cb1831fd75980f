# smolagents: Forbidden: Forbidden access to dunder attribute: __args__
# types.UnionType (`int | list[T]`): __args__ with duplicates dropped, __parameters__ and
# substitution, which joins the substituted members with `|` again (CPython 3.11's
# unionobject.c).
from typing import TypeVar

T = TypeVar("T")
K = TypeVar("K")


def t(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__, e)


t("repr", lambda: list[int] | None | dict[str, int])
t("type", lambda: type(int | str))
t("subst", lambda: (int | list[T])[str])
t("subst two", lambda: (list[K] | dict[T, K])[int, str])
t("subst collapses", lambda: (list[T] | list[int])[int])
t("subst not generic", lambda: (int | str)[int])
t("subst too many", lambda: (int | list[T])[int, str])
t("typing union", lambda: (int | T)[str])
t("isinstance", lambda: (isinstance(1, int | str), isinstance(1.0, int | str)))
t("issubclass", lambda: issubclass(bool, int | None))
t("isinstance alias member", lambda: isinstance(1, int | list[int]))
t("or string", lambda: int | "str")
t("alias or string", lambda: list[int] | "str")
t("eq", lambda: (int | str) == (str | int))
t("hash", lambda: hash(int | str) == hash(str | int))

# The dunder attributes, which the smolagents policy refuses.
t("args", lambda: (int | str).__args__)
t("dedup", lambda: (int | str | int).__args__)
t("dedup alias", lambda: (list[int] | list[int] | None).__args__)
t("params none", lambda: (int | str).__parameters__)
t("params", lambda: (int | list[T]).__parameters__)
t("params two", lambda: (list[K] | dict[T, K]).__parameters__)
