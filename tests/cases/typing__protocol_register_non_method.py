# A runtime-checkable protocol with data members refuses issubclass(), but classes can still
# be registered with it (abc's own issubclass() call is let through), and registration
# makes isinstance() and issubclass() of its non-protocol subclasses true.
from typing import Protocol, runtime_checkable


class C:
    x = 1


@runtime_checkable
class PNonCall(Protocol):
    x = 1


try:
    issubclass(C, PNonCall)
except TypeError as e:
    print("TypeError", e)
print(isinstance(C(), PNonCall))
print(PNonCall.register(C) is C)
try:
    issubclass(C, PNonCall)
except TypeError as e:
    print("TypeError", e)
print(isinstance(C(), PNonCall))


class D(PNonCall):
    ...


print(issubclass(C, D), isinstance(C(), D))
D.register(C)
print(issubclass(C, D), isinstance(C(), D))


class PM(Protocol):
    def meth(self):
        pass


class E(PM):
    pass


class F:
    pass


E.register(F)
print(isinstance(F(), E))
