# smolagents: Forbidden: Forbidden access to dunder attribute: __y__
# CPython's private name mangling: __x inside a class body (and its methods, nested functions,
# lambdas, comprehensions, parameters, global declarations, nested classes and __slots__)
# is stored as _Class__x; dunders, names with a dot and all-underscore class names are not.
class A:
    __slots_like = 1

    def __init__(self):
        self.__x = 1
        self.__y__ = 2

    def __secret(self):
        return "secret"

    def get(self):
        return self.__x, self.__secret(), A.__slots_like

    class __Inner:
        def __init__(self):
            self.__z = 3

    def make(self):
        return self.__Inner()


class B(A):
    def __init__(self):
        super().__init__()
        self.__x = 10


b = B()
print(sorted(vars(b)))
print(b.get(), b._A__x, b._B__x, b._A__secret())
print(A._A__Inner.__name__, A._A__Inner.__qualname__, vars(A().make()))
print(A._A__secret.__name__, A._A__secret.__qualname__)
print(hasattr(A, "__secret"), getattr(b, "__x", "none"))


class _Under:
    def __init__(self):
        self.__v = 1


print(vars(_Under()))


class ___:
    def __init__(self):
        self.__v = 1


print(vars(___()))


class C:
    def f(self, __a, *__args, __k=1, **__kw):
        return __a, __args, __k, __kw

    def g(self):
        return [__i for __i in range(2)], (lambda __p: __p)(5)

    def h(self):
        global __glob
        __glob = "g"
        return __glob


print(C().f(1, 2, 3, x=4), C.f.__code__.co_varnames if False else "")
print(C().g())
print(C().h(), _C__glob)
try:
    C().f(__a=1)
except TypeError as e:
    print("TypeError", e)


def outer():
    class D:
        __cls_attr = "d"

        def m(self):
            def inner():
                return self.__cls_attr

            return inner()

    return D().m()


print(outer())


class E:
    __annotations_test: int = 3
    try:
        raise ValueError("v")
    except ValueError as __err:
        caught = str(__err)


print(E.__annotations__, E.caught, E._E__annotations_test)
import math as __m


class F:
    def get(self):
        try:
            return __m
        except NameError as e:
            return "NameError: " + str(e)


print(F().get())


class G:
    __slots__ = ("__a", "b")

    def __init__(self):
        self.__a = 1
        self.b = 2


g = G()
print(g._G__a, g.b, G.__slots__)
try:
    g.__a = 5
except AttributeError as e:
    print("AttributeError", e)


try:

    class H:
        __x = 1
        __slots__ = ("__x",)

except ValueError as e:
    print("ValueError", e)


class S:
    __slots__ = ("__a", "b")

    def __init__(self):
        self.__a = 1


print(S._S__a, list(S.__dict__), S._S__a.__get__(S()))
try:
    S.__a
except AttributeError as e:
    print(e)
