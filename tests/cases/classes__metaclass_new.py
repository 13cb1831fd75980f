# A metaclass's own __new__ makes the class through super().__new__ (type.__new__), may
# change its namespace, and is followed by the metaclass's __init__; calling the metaclass
# directly does the same.
registry = []


class Meta(type):
    def __new__(meta, name, bases, namespace, **kwargs):
        namespace = dict(namespace)
        namespace["tag"] = name.lower()
        cls = super().__new__(meta, name, bases, namespace)
        registry.append(("new", name))
        return cls

    def __init__(cls, name, bases, namespace, **kwargs):
        super().__init__(name, bases, namespace)
        registry.append(("init", name, kwargs.get("flavor")))


class Base(metaclass=Meta):
    def hello(self):
        return "hello from " + self.tag


class Child(Base, flavor="sweet"):
    def hello(self):
        return super().hello() + "!"


print(registry)
print(Base().hello(), Child().hello(), type(Child) is Meta, isinstance(Child, Meta))
Dyn = Meta("Dyn", (Base,), {"extra": 1})
print(Dyn.tag, Dyn.extra, Dyn().hello(), registry[-2:])


class Counted(type):
    def __new__(meta, name, bases, namespace):
        namespace["instances"] = 0
        return super().__new__(meta, name, bases, namespace)


class Service(metaclass=Counted):
    def __init__(self, n):
        self.n = n
        Service.instances += 1


print(Service(3).n, Service(4).n, Service.instances)


class Replacing(type):
    def __new__(meta, name, bases, namespace):
        return 42


class Odd(metaclass=Replacing):
    pass


print(Odd)
