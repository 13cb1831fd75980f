# `nonlocal __class__` binds the implicit cell super() reads; emptying or rebinding it is
# reported as CPython does.
class X:
    def f(x):
        nonlocal __class__
        del __class__
        super()

    def g(self):
        nonlocal __class__
        __class__ = 42
        super()

    def h(self):
        nonlocal __class__
        return __class__

    def k(self):
        return __class__


for name in ("f", "g"):
    try:
        getattr(X(), name)()
    except RuntimeError as e:
        print(name, type(e).__name__, e)
print(X().h() is X, X().k() is X)


class Y(X):
    def h(self):
        nonlocal __class__
        return __class__, super().h()


print(Y().h()[0] is Y, Y().h()[1] is X)


# A class body inside a method can declare the method's `__class__` nonlocal and rebind it.
class Outer:
    def method(self):
        class Inner:
            nonlocal __class__
            __class__ = 42

        return __class__


print(Outer().method())
