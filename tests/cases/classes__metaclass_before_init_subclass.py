# smolagents: Forbidden: Forbidden call to dunder function: __new__
# A class is an instance of its metaclass before __set_name__ and __init_subclass__ run, also
# when the metaclass's __new__ goes through type.__new__ with other bases.
class Named:
    def __set_name__(self, owner, name):
        print("set_name", name, type(owner).__name__)


class Base:
    def __init_subclass__(cls, **kw):
        print("init_subclass", cls.__name__, type(cls).__name__, kw)


class Meta(type):
    pass


class A(Base, metaclass=Meta, flag=1):
    attr = Named()


W = type.__new__(Meta, "W", (Base, dict), {"__module__": "x", "n": Named()})
print(type(W).__name__, W.__mro__[1:])


class Meta2(type):
    def __new__(m, name, bases, ns, **kw):
        return super().__new__(m, name, bases, ns, **kw)


class B(Base, metaclass=Meta2):
    pass
