# timedelta's arithmetic on an int subclass whose operators return odd objects: a divmod
# result that is not a pair of in-range ints is a TypeError (CPython's checked_divmod), never
# a crash or an unpacking ValueError.
from datetime import timedelta


class BadInt(int):
    def __mul__(self, other):
        return Prod()

    def __rmul__(self, other):
        return Prod()

    def __floordiv__(self, other):
        return Prod()

    def __rfloordiv__(self, other):
        return Prod()


class Prod:
    def __add__(self, other):
        return Sum()

    def __radd__(self, other):
        return Sum()


class Sum(int):
    def __divmod__(self, other):
        return divmodresult


def attempt(label, f):
    try:
        r = f()
        print(label, repr(r) if isinstance(r, timedelta) else type(r).__name__)
    except (TypeError, ValueError) as e:
        print(label, type(e).__name__, e)


for divmodresult in [None, (), (0, 1, 2), (0, -1), (0, 1000000), (2, 5), ("a", 1)]:
    print("--", divmodresult)
    attempt("us", lambda: timedelta(microseconds=BadInt(1)))
    attempt("hours", lambda: timedelta(hours=BadInt(1)))
    attempt("weeks", lambda: timedelta(weeks=BadInt(1)))
    attempt("mul", lambda: timedelta(1) * BadInt(1))
    attempt("rmul", lambda: BadInt(1) * timedelta(1))
    attempt("floordiv", lambda: timedelta(1) // BadInt(1))
