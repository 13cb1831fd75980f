# A metaclass's __new__ that forwards the class namespace (itself, a copy, or an edited copy)
# to type.__new__ while the class's methods use zero-argument super() and __class__: the
# methods see the class type.__new__ made.


class Registry(type):
    classes = []

    def __new__(mcls, name, bases, ns, **kw):
        print("creating", name, sorted(k for k in ns if not k.startswith("__")), kw)
        cls = super().__new__(mcls, name, bases, ns)
        Registry.classes.append(cls)
        return cls

    def __init__(cls, name, bases, ns, **kw):
        super().__init__(name, bases, ns)


class Base(metaclass=Registry):
    def hello(self):
        return "Base.hello"


class Child(Base, flag=True):
    def hello(self):
        return "Child+" + super().hello()

    def whoami(self):
        return __class__.__name__, type(self).__name__


class GrandChild(Child):
    def hello(self):
        return "GrandChild+" + super().hello()


print(GrandChild().hello(), GrandChild().whoami())
print([c.__name__ for c in Registry.classes])


class Copying(type):
    def __new__(mcls, name, bases, ns):
        ns2 = dict(ns)
        ns2["added"] = "by the metaclass"
        return type.__new__(mcls, name, bases, ns2)


class WithCopy(metaclass=Copying):
    def f(self):
        return super().__repr__().startswith("<__main__.WithCopy"), __class__ is WithCopy


print(WithCopy().f(), WithCopy.added)


class Renaming(type):
    def __new__(mcls, name, bases, ns):
        # Methods renamed by the metaclass keep their __class__ cell.
        ns = {(k[4:] if k.startswith("def_") else k): v for k, v in ns.items()}
        return super().__new__(mcls, name, bases, ns)


class Parent:
    def greet(self):
        return "Parent.greet"


class Renamed(Parent, metaclass=Renaming):
    def def_greet(self):
        return "Renamed+" + super().greet()


print(Renamed().greet(), hasattr(Renamed, "def_greet"))


# A classmethod and a staticmethod using the cell.
class K(Parent, metaclass=Copying):
    @classmethod
    def make(cls):
        return super().greet(cls()), __class__.__name__

    @staticmethod
    def klass():
        return __class__.__name__


print(K.make(), K.klass(), K.added)
