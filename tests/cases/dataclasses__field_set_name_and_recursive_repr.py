# A field's default whose type has __set_name__ is named through the Field (PEP 487), and
# a Field inside its own repr shows as `...`.
# smolagents: Forbidden: Forbidden access to dunder attribute: __set_name__
from dataclasses import dataclass, field, fields


class D:
    def __set_name__(self, owner, name):
        self.name = name + "x"
        self.owner = owner

    def __get__(self, instance, owner):
        if instance is not None:
            return 1
        return self


class Plain:
    def __set_name__(self, owner, name):
        self.name = name + "y"


@dataclass
class C:
    c: int = field(default=D(), init=False)
    p: int = field(default=Plain(), init=False)


print(C.c.name, C.c.owner is C, C().c, C.p.name)


class Counted:
    calls = []


Counted.__set_name__ = lambda self, owner, name: Counted.calls.append(name)


@dataclass
class E:
    i: int = field(default=Counted(), init=False)


print(Counted.calls)

rec = field()
rec.type = rec
rec.name = "id"
print(",type=...," in repr(rec), repr(rec)[:30])


class K:
    pass


@dataclass
class F:
    K: K = field()


r = repr(fields(F)[0])
print(",type=...," in r, r[:29], r[-30:])
