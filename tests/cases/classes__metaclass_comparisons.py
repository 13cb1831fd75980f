# Classes compare through their metaclass's rich comparison methods (`A < B` calls
# `Meta.__lt__(A, B)`), reflected as for instances, and functools.total_ordering fills in
# the rest for a metaclass; without them, classes compare by identity and have no order.
import functools


class Meta(type):
    def __lt__(cls, other):
        if not isinstance(other, Meta):
            return NotImplemented
        return cls.__name__ < other.__name__

    def __eq__(cls, other):
        if not isinstance(other, Meta):
            return NotImplemented
        return cls.__name__.lower() == other.__name__.lower()



class A(metaclass=Meta):
    pass


class B(metaclass=Meta):
    pass


class b(metaclass=Meta):
    pass


print(A < B, B < A, A > B, B > A, A == B, B == b, B != b, A != B, A == 1, A != 1)


def cmp(f):
    try:
        return f()
    except TypeError as e:
        return "TypeError: " + str(e)


print(cmp(lambda: A <= B), cmp(lambda: A < 1), cmp(lambda: 1 > A), cmp(lambda: int < A))
print(sorted([B, A, b], key=lambda c: c) == [A, B, b], sorted([B, A]) == [A, B])


@functools.total_ordering
class Sortable(type):
    def __lt__(cls, other):
        if not isinstance(other, Sortable):
            return NotImplemented
        return cls.__name__ < other.__name__

    def __eq__(cls, other):
        if not isinstance(other, Sortable):
            return NotImplemented
        return cls.__name__ == other.__name__



class X(metaclass=Sortable):
    pass


class Y(metaclass=Sortable):
    pass


print(X < Y, X > Y, X <= Y, X >= Y, Y >= X, X == X, X != Y)


class Plain:
    pass


class Other:
    pass


print(Plain == Plain, Plain != Other, cmp(lambda: Plain < Other))
