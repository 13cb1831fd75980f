# smolagents: Forbidden: Forbidden access to dunder attribute: __final__
# Storing an attribute on a class goes through its metaclass's data descriptors first, as
# type.__setattr__ does: a property without a setter refuses, one with a setter runs it, and
# typing.final leaves such a class's `__final__` alone.
from typing import final


class Described:
    def __get__(self, obj, owner=None):
        return ("got", obj.__name__ if obj is not None else None)

    def __set__(self, obj, value):
        print("set", obj.__name__, value)


class Meta(type):
    @property
    def fixed(cls):
        return "fixed of " + cls.__name__

    @property
    def settable(cls):
        return cls._value

    @settable.setter
    def settable(cls, value):
        print("setter", cls.__name__, value)
        cls._value = value * 2

    described = Described()


class C(metaclass=Meta):
    _value = 0


try:
    C.fixed = 1
except AttributeError as e:
    print(type(e).__name__, e)
print(C.fixed)
C.settable = 5
print(C.settable, C._value)
C.described = 7
print(C.described)
C.other = 3
print(C.other)


class FinalMeta(type):
    @property
    def __final__(self):
        return "can't set me"


@final
class WithMeta(metaclass=FinalMeta):
    pass


print(WithMeta.__final__)
