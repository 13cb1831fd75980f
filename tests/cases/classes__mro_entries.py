# smolagents: Forbidden: Forbidden access to dunder attribute: __bases__
# PEP 560: a base that is not a class stands for the classes its __mro_entries__ returns.
class Stand:
    def __init__(self, *classes):
        self.classes = classes

    def __mro_entries__(self, bases):
        print("asked with", len(bases), "bases")
        return self.classes


class A:
    x = "A"


class B:
    y = "B"


s = Stand(A, B)


class C(s):
    pass


print(C.__bases__ == (A, B), C.x, C.y, C.__orig_bases__ == (s,))


class D(A, Stand()):
    pass


print(D.__bases__ == (A,), D.__orig_bases__[0] is A)


class E(A):
    pass


print("__orig_bases__" in dir(E), hasattr(E, "__orig_bases__"))


class Bad:
    def __mro_entries__(self, bases):
        return [A]


try:

    class F(Bad()):
        pass

except TypeError as e:
    print("TypeError:", e)
