# The bare name __class__ in a method (or a comprehension or function nested in one) is the
# class the method was defined in, the cell zero-argument super() reads; elsewhere a NameError.
class A:
    def m(self):
        return __class__

    @classmethod
    def c(cls):
        return __class__.__name__

    def n(self):
        x = [__class__ for _ in range(1)]
        return x[0]


class B(A):
    def m(self):
        return (__class__, super().m())


print(A().m(), B().m(), A.c(), B.c(), A().n())
try:
    print(__class__)
except NameError as e:
    print("NameError", e)


def f():
    try:
        return __class__
    except NameError as e:
        return "NameError " + str(e)


print(f())


class C:
    def outer(self):
        def inner():
            return __class__

        return inner()

    def shadow(self):
        __class__ = "local"
        return __class__


class D(C):
    pass


print(C().outer(), D().outer(), C().shadow())
