# A class's __module__ is the string in its namespace: set in the body or assigned later, it is
# what repr() and the exception's printed type show.
class A:
    __module__ = "pkg.mod"


print(A.__module__, A, repr(A()).split(" object")[0])


class B:
    pass


B.__module__ = "other"
print(B.__module__, B)


class E(Exception):
    __module__ = "pkg.errors"


try:
    raise E("boom")
except E as e:
    print(type(e), repr(e))
C = type("C", (), {"__module__": "made.by.type"})
print(C, C.__module__)


class D:
    pass


print(D.__module__, D)
