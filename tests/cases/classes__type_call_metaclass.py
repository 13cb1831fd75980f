# smolagents: Forbidden: Forbidden access to dunder attribute: __mro__
# type(name, bases, ns) lets a more derived metaclass of the bases make the class through its
# own __new__ (type_new's _PyType_CalculateMetaclass), and only type itself has the
# one-argument form.


class ModelBase(type):
    def __new__(cls, name, bases, attrs):
        print("ModelBase.__new__", name, sorted(attrs))
        new_class = super().__new__(cls, name, bases, {})
        if name != "Model":
            raise RuntimeWarning(f"{name=}")
        return new_class

    def __init__(cls, name, bases, attrs):
        print("ModelBase.__init__", name)


class Model(metaclass=ModelBase):
    pass


try:
    type("SouthPonies", (Model,), {"x": 1})
except RuntimeWarning as e:
    print("RuntimeWarning:", e)


class Quiet(type):
    def __new__(cls, name, bases, ns):
        print("Quiet.__new__", name)
        return super().__new__(cls, name, bases, ns)


class Q(metaclass=Quiet):
    pass


made = type("Made", (Q,), {})
print(type(made).__name__, made.__mro__[1] is Q)

print(type(5) is int)


class M(type):
    pass


class N(type, metaclass=M):
    pass


for meta, args in ((M, (5,)), (N, (5,)), (M, ("a", ())), (type, ("a", ()))):
    try:
        meta(*args)
    except TypeError as e:
        print("TypeError:", e)
