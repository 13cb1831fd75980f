# smolagents: Forbidden: Forbidden access to dunder attribute: __mro__
# A class's MRO and bases are the program's own classes.
class A:
    pass


class B(A):
    pass


class C(A):
    pass


class D(B, C):
    pass


print([k.__name__ for k in D.__mro__])
print([k.__name__ for k in D.__bases__], D.__base__.__name__, A.__base__ is object, object.__base__)
print(bool.__mro__, int.__bases__)
