# int(x) follows PyNumber_Long: an int subclass converts by its own `__int__` when it defines one
# (else by its int value, whatever `__index__` says), then `__index__`, then the deprecated
# `__trunc__`; results that are int subclasses (bool too) are copied to an exact int with a
# DeprecationWarning, and other results are TypeErrors.
import warnings


def show(label, f):
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        try:
            r = f()
            out = f"{r!r} {type(r).__name__}"
        except Exception as e:
            out = f"{type(e).__name__}: {e}"
    print(label, out, [(x.category.__name__, str(x.message)) for x in w])


class MyIndex(int):
    def __index__(self):
        return 42


class BadIndex(int):
    def __index__(self):
        return 42.0


class MyInt(int):
    def __int__(self):
        return 42


class BadInt(int):
    def __int__(self):
        return 42.0


class IndexTrue:
    def __index__(self):
        return True


class IndexTrue2(int):
    def __index__(self):
        return True


class IntTrue:
    def __int__(self):
        return True


class IntTrue2(int):
    def __int__(self):
        return True


class JustTrunc:
    def __trunc__(self):
        return 42


class TruncIndex:
    def __trunc__(self):
        return IndexTrue()


class TruncInt:
    def __trunc__(self):
        return IntTrue()


class TruncBool:
    def __trunc__(self):
        return True


class NonIntegral:
    def __trunc__(self):
        return NonIntegral()


class TruncNonIntegral:
    def __trunc__(self):
        return NonIntegral()


class IntOverridesTrunc:
    def __int__(self):
        return 42

    def __trunc__(self):
        return -12


class IntSub(int):
    pass


class FloatInt(float):
    def __int__(self):
        return 7


class FloatIndex(float):
    def __index__(self):
        return 7


show("MyIndex", lambda: int(MyIndex(7)))
show("BadIndex", lambda: int(BadIndex()))
show("MyInt", lambda: int(MyInt(7)))
show("BadInt", lambda: int(BadInt(7)))
show("IndexTrue", lambda: int(IndexTrue()))
show("IndexTrue2", lambda: int(IndexTrue2()))
show("IntTrue", lambda: int(IntTrue()))
show("IntTrue2", lambda: int(IntTrue2()))
show("JustTrunc", lambda: int(JustTrunc()))
show("TruncIndex", lambda: int(TruncIndex()))
show("TruncInt", lambda: int(TruncInt()))
show("TruncBool", lambda: int(TruncBool()))
show("TruncBoolSub", lambda: IntSub(TruncBool()))
show("TruncNonIntegral", lambda: int(TruncNonIntegral()))
show("IntOverridesTrunc", lambda: int(IntOverridesTrunc()))
show("FloatInt", lambda: int(FloatInt(2.5)))
show("FloatIndex", lambda: int(FloatIndex(2.5)))
show("object", lambda: int(object()))

# The base is any index-able value and must be 0 or 2..36, whatever its size.
for base in (2**100, -(2**100), 1, 37, -909, 0 - 2**234):
    show(f"base {base}", lambda: int("43", base))


class Base:
    def __init__(self, v):
        self.v = v

    def __index__(self):
        return self.v


show("base idx 36", lambda: int("101", base=Base(36)))
show("base idx 2**70", lambda: int("101", base=Base(2**70)))
show("base float", lambda: int("0", 5.0))
