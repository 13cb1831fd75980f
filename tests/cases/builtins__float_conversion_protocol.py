# smolagents: Forbidden: Forbidden call to dunder function: __new__
# float(x) follows PyNumber_Float: the class's __float__ (a float subclass has float's unless
# it defines its own), whose result must be a float (a float subclass's is copied with a
# DeprecationWarning), then __index__, then the value of a float subclass, then text.
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


class FloatSubclass(float):
    pass


class OtherFloatSubclass(float):
    pass


class Foo1:
    def __float__(self):
        return 42.0


class Foo2(float):
    def __float__(self):
        return 42.0


class Foo3(float):
    def __new__(cls, value=0.0):
        return float.__new__(cls, 2 * value)

    def __float__(self):
        return self


class Foo4(float):
    def __float__(self):
        return 42


class FooStr(str):
    def __float__(self):
        return float(str(self)) + 1


class F:
    def __float__(self):
        return OtherFloatSubclass(42.0)


class MyIndex:
    def __init__(self, value):
        self.value = value

    def __index__(self):
        return self.value


class MyInt:
    def __int__(self):
        return 42


class Both:
    def __float__(self):
        return 1.5

    def __index__(self):
        return 7


show("Foo1", lambda: float(Foo1()))
show("Foo2", lambda: float(Foo2()))
show("Foo3", lambda: float(Foo3(21)))
show("Foo4", lambda: float(Foo4(42)))
show("FooStr", lambda: float(FooStr("8")))
show("F", lambda: float(F()))
show("Sub(F)", lambda: FloatSubclass(F()))
show("index", lambda: float(MyIndex(42)))
show("index big", lambda: float(MyIndex(2**2000)))
show("index bool", lambda: float(MyIndex(True)))
show("int only", lambda: float(MyInt()))
show("both", lambda: float(Both()))
show("sub plain", lambda: float(FloatSubclass(2.5)))
show("str sub", lambda: float(type("S", (str,), {})(" 3.25 ")))
