# repr() and ascii() give back the str subclass instance a __repr__ returned (ascii() only
# when it is ASCII); `!=` with an object that defines only __eq__ uses its inverse, also as
# the reflected operand.


class StrSub(str):
    pass


class WithRepr:
    def __init__(self, v):
        self.v = v

    def __repr__(self):
        return self.v


for v in ("<abc>", StrSub("<abc>"), StrSub("<\U0001f40d>")):
    r, a = repr(WithRepr(v)), ascii(WithRepr(v))
    print(type(r).__name__, r, type(a).__name__, a)
print(type(repr(StrSub("x"))).__name__, type(ascii(StrSub("x"))).__name__)
try:
    repr(WithRepr(5))
except TypeError as e:
    print(e)


class OnlyEq:
    def __init__(self, items):
        self.items = set(items)

    def __eq__(self, other):
        if isinstance(other, (set, OnlyEq)):
            return self.items == (other if isinstance(other, set) else other.items)
        return NotImplemented

    __hash__ = None


r1 = {"a", "b"}
f1 = OnlyEq("ab")
f2 = OnlyEq("bc")
print(r1 != f1, f1 != r1, r1 == f1, f1 != f2, r1 != f2, [1] != f1, f1 != [1])
