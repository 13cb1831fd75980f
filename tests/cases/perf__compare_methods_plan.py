# Comparisons of instances skip looking up comparison methods that no class of the MRO
# binds, and still see methods added to a class (or a base) later, the `__ne__` fallback to
# `__eq__`, reflected methods of a subclass and builtin bases.


class A:
    pass


class B(A):
    pass


a1, a2, b = A(), A(), B()
print(a1 == a2, a1 != a2, a1 == a1, a1 != a1, a1 == b, b != a1, a1 == 3, 3 != a1)
try:
    print(a1 < a2)
except TypeError as e:
    print("TypeError", e)


def eq(self, other):
    print("A.__eq__", type(self).__name__, type(other).__name__)
    return True


A.__eq__ = eq
print(a1 == a2, a1 != a2, b == a1, 3 == a1)
del A.__eq__
print(a1 == a2, a1 != a2)


def lt(self, other):
    print("B.__lt__")
    return "lt"


B.__lt__ = lt
print(a1 > b, b < a1)
try:
    print(a1 < b)
except TypeError as e:
    print("TypeError", e)


def gt(self, other):
    print("B.__gt__")
    return NotImplemented


B.__gt__ = gt
try:
    print(b > a1)
except TypeError as e:
    print("TypeError", e)


class D:
    def __ne__(self, other):
        print("D.__ne__")
        return "ne"


d = D()
print(d != d, d == d, 1 != d)


class I(int):
    pass


print(I(3) == 3, I(3) != 3, I(3) < 4, 2 >= I(3))
A.__ne__ = lambda self, other: "A.ne"
print(a1 != a2, b != a1, a1 == a2)
