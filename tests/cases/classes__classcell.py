# smolagents: Forbidden: Forbidden access to dunder attribute: __classcell__
# A class body whose methods use super() or __class__ passes its __class__ cell to the
# metaclass as __classcell__ (last in the namespace), type.__new__ fills it and drops it from
# the class's attributes, and __build_class__ checks it was filled with the class made.


class Meta(type):
    def __new__(cls, name, bases, ns):
        print(name, list(ns))
        cell = ns.get("__classcell__")
        print(" cell:", type(cell).__name__)
        if cell is not None:
            try:
                cell.cell_contents
            except ValueError as e:
                print(" before:", e)
        made = super().__new__(cls, name, bases, ns)
        if cell is not None:
            print(" after:", cell.cell_contents is made)
        return made


class Plain(metaclass=Meta):
    x = 1


class WithSuper(metaclass=Meta):
    def f(self):
        return super().__repr__

    def g(self):
        return __class__


print(WithSuper().g() is WithSuper, hasattr(WithSuper, "__classcell__"))
print("__classcell__" in WithSuper.__dict__)


# A metaclass that returns something else: the cell stays empty until a class is made from
# the same namespace.
saved = None


class Keep(type):
    def __new__(cls, name, bases, ns):
        global saved
        saved = ns
        return None


class A(metaclass=Keep):
    @staticmethod
    def f():
        return __class__


print(A)
try:
    saved["f"].__func__()
except NameError as e:
    print("NameError:", e)
B = type("B", (), saved)
print(B.f() is B, B.__name__)


# Dropping the cell: __build_class__'s RuntimeError.
class Drop(type):
    def __new__(cls, name, bases, ns):
        ns.pop("__classcell__", None)
        return super().__new__(cls, name, bases, ns)


class NoRef(metaclass=Drop):
    pass


try:

    class WithRef(metaclass=Drop):
        def f(self):
            return __class__

except RuntimeError as e:
    print("RuntimeError:", e)


# Something that is not a cell.
class Bad(type):
    def __new__(cls, name, bases, ns, cell):
        ns["__classcell__"] = cell
        return super().__new__(cls, name, bases, ns)


for bad in (None, 0, ""):
    try:

        class C(metaclass=Bad, cell=bad):
            pass

    except TypeError as e:
        print("TypeError:", e)


# The cell filled with another class.
class Other(type):
    def __new__(cls, name, bases, ns):
        made = super().__new__(cls, name, bases, ns)
        type("Other", (), ns)
        return made


try:

    class D(metaclass=Other):
        def f(self):
            return __class__

except TypeError as e:
    print("TypeError:", str(e).replace(__name__ + ".", ""))


# super() inside __init_subclass__ of a class whose cell is filled before the hook runs.
class Base:
    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        print("init_subclass", cls.__name__, cls.hello())


class Child(Base):
    @classmethod
    def hello(cls):
        return __class__.__name__


# The cell type itself.
CellType = type(WithSuper.__dict__["g"].__class__)
cell_type = type(saved["__classcell__"])
print(cell_type.__name__)
c = cell_type(5)
print(c.cell_contents)
c.cell_contents = 6
print(c.cell_contents)
del c.cell_contents
try:
    c.cell_contents
except ValueError as e:
    print("ValueError:", e)
print(repr(cell_type()).endswith(": empty>"))
try:

    class Sub(cell_type):
        pass

except TypeError as e:
    print("TypeError:", e)
