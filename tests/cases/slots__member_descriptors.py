# smolagents: Forbidden: Forbidden access to dunder attribute: __objclass__
# A slot is a member descriptor on its class, as in CPython: C.a, its __get__/__set__/
# __delete__, its names and repr, CPython's errors for an unset slot and a wrong instance;
# the class's __dict__ lists the members (sorted), and __dict__/__weakref__ descriptors where
# type_new adds them.


class C:
    __slots__ = ("b", "a")


class D(C):
    __slots__ = ("c",)


class E(D):
    pass


c = C()
print(type(C.a).__name__, type(C.a).__module__, C.a, C.b)
print(C.a is C.a, D.a is C.a, D.c, E.c, E.a)
print(C.a.__name__, C.a.__qualname__, C.a.__objclass__.__name__, D.c.__objclass__.__name__)
c.a = 1
print(C.a.__get__(c), C.a.__get__(c, C), C.a.__get__(None, C) is C.a)
C.b.__set__(c, 2)
print(c.b, getattr(c, "b"))
C.b.__delete__(c)
for read in [lambda: c.b, lambda: C.b.__get__(c)]:
    try:
        read()
    except AttributeError as e:
        print("AttributeError:", e)
del c.a
try:
    c.a
except AttributeError as e:
    print("AttributeError:", e)
try:
    del c.a
except AttributeError as e:
    print("AttributeError:", e)
for call in [lambda: C.a.__get__(1), lambda: C.a.__set__("x", 1), lambda: D.c.__get__(c)]:
    try:
        call()
    except TypeError as e:
        print("TypeError:", e)
d = D()
C.a.__set__(d, "through the base's descriptor")
print(d.a, D.a.__get__(d))
print(hasattr(C, "a"), hasattr(C, "zz"))
try:
    C.zz
except AttributeError as e:
    print("AttributeError:", e)
try:
    type(C.a)()
except TypeError as e:
    print("TypeError:", e)

print(list(C.__dict__))
print(list(D.__dict__))
print(list(E.__dict__))
print(C.__dict__["a"] is C.a, E.__dict__["__dict__"], E.__dict__["__weakref__"])
print(type(E.__dict__["__dict__"]).__name__)
e = E()
e.x = 1
print(E.__dict__["__dict__"].__get__(e), E.__dict__["__weakref__"].__get__(e))
try:
    E.__dict__["__weakref__"].__set__(e, None)
except AttributeError as err:
    print("AttributeError:", err)


class Plain:
    x = 1


class Sub(Plain):
    pass


class WithDict:
    __slots__ = ("__dict__", "z")


class WithWeak:
    __slots__ = ("__weakref__",)


class Err(Exception):
    pass


class I(int):
    pass


class L(list):
    pass


class T(tuple):
    pass


for cls in [Plain, Sub, WithDict, WithWeak, Err, I, L, T]:
    print(cls.__name__, list(cls.__dict__))


# The class's own data descriptors of type: a class attribute named __name__ does not hide
# the class's name.
class Named:
    __name__ = "attribute"

    @property
    def __mro__(self):
        return "property"


print(Named.__name__, Named().__name__, Named.__qualname__, Named().__mro__, len(Named.__mro__))

# An instance's __weakref__ is None (no weak reference to it exists); the class's is the
# descriptor of the class that added it.
print(Plain().__weakref__, Sub().__weakref__, Plain.__weakref__, Sub.__weakref__)
print(Sub.__weakref__ is Plain.__dict__["__weakref__"], WithWeak().__weakref__)
for obj in [C(), WithDict(), I(3)]:
    try:
        obj.__weakref__
    except AttributeError as e:
        print("AttributeError:", e)
