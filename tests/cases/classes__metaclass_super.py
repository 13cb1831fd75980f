# super() with no arguments inside a metaclass's methods binds to the class.
class Meta(type):
    def __new__(mcls, name, bases, ns):
        cls = super().__new__(mcls, name, bases, ns)
        cls.made_by = "Meta"
        return cls
    def __init__(cls, name, bases, ns):
        super().__init__(name, bases, ns)
        cls.inited = True
    def __call__(cls, *args, **kw):
        print("calling", cls.__name__, args)
        return super().__call__(*args, **kw)
    def describe(cls):
        return "class " + cls.__name__
    def __repr__(cls):
        return "<Meta " + super().__repr__() + ">"

class A(metaclass=Meta):
    def __init__(self, x):
        self.x = x

class B(A):
    pass

a = A(1)
b = B(2)
print(a.x, b.x, A.made_by, B.inited, A.describe(), repr(B))

class Registry(type):
    classes = []
    def __init__(cls, name, bases, ns, **kw):
        super().__init__(name, bases, ns, **kw)
        Registry.classes.append(name)
    def __getattr__(cls, name):
        return "missing " + name

class Base(metaclass=Registry):
    pass

class Child(Base):
    pass

print(Registry.classes, Child.anything)

class Counted(type):
    count = 0
    def __call__(cls, *a):
        Counted.count += 1
        inst = super().__call__(*a)
        return inst

class P(metaclass=Counted):
    def __init__(self, v):
        self.v = v

print(P(5).v, P(6).v, Counted.count)
class BaseMeta(type):
    def hello(cls):
        return "base hello " + cls.__name__
    @property
    def tag(cls):
        return "tag-" + cls.__name__
    def __instancecheck__(cls, inst):
        return super().__instancecheck__(inst)
    def __getitem__(cls, key):
        return f"{cls.__name__}[{key}]"

class Meta(BaseMeta):
    def hello(cls):
        return "meta " + super().hello()
    @property
    def tag(cls):
        return super().tag + "!"
    def __getitem__(cls, key):
        return "M" + super().__getitem__(key)
    def __eq__(cls, other):
        return super().__eq__(other)
    def __hash__(cls):
        return id(cls)

class A(metaclass=Meta):
    pass

print(A.hello(), A.tag, A["k"], A == A, isinstance(A(), A))
print(super(Meta, A).hello())
print(Meta.hello(A))
