# smolagents: Forbidden: Forbidden access to dunder attribute: __mro__
# type.mro(): the class's method resolution order as a new list, through the class, through
# type, and with CPython's argument errors; a metaclass's own mro() answers for its classes.
class A:
    pass


class B(A):
    pass


class C(A):
    pass


class D(B, C):
    pass


print(D.mro())
print(type.mro(D) == list(D.__mro__), D.mro() is not D.mro())
print(int.mro(), bool.mro(), object.mro())
print(type.mro(type))
for call in [lambda: type.mro(), lambda: type.mro(1), lambda: D.mro(1), lambda: D.mro(x=1)]:
    try:
        call()
    except TypeError as e:
        print("TypeError:", e)
try:
    D().mro
except AttributeError as e:
    print("AttributeError:", e)


class Meta(type):
    def mro(cls):
        return super().mro()


class E(B, metaclass=Meta):
    pass


print(E.mro())


class WithMro:
    def mro(self):
        return "own"


print(WithMro().mro(), WithMro.mro(WithMro()))
