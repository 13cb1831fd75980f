# Each class remembers where its instances' __getitem__ and __setitem__ are (its attribute
# plan); that must follow every later change to the class or its bases, as
# CPython's lookup on each operation does.
from array import array


class Base:
    def __getitem__(self, k):
        return ("base", k)

    def __setitem__(self, k, v):
        print("base set", k, v)


class Derived(Base):
    pass


d = Derived()
for i in range(3):
    print(d[i])
    d[i] = i * 10


def new_get(self, k):
    return ("patched base", k)


Base.__getitem__ = new_get
print(d[1])
Derived.__getitem__ = lambda self, k: ("derived", k)
print(d[2])
del Derived.__getitem__
print(d[3])
# A deleted entry shifts the positions of the entries after it in the class's table.
Base.extra = 1
del Base.extra
del Base.__setitem__
try:
    d[0] = 1
except TypeError as e:
    print("TypeError", e)
Base.__setitem__ = lambda self, k, v: print("new set", k, v)
d[0] = 1
del Base.__getitem__
try:
    d[0]
except TypeError as e:
    print("TypeError", e)


class Other:
    def __getitem__(self, k):
        return ("other", k)


class Plain:
    pass


p = Plain()
try:
    p[0]
except TypeError as e:
    print("TypeError", e)
# A method added to a class that had none.
Plain.__getitem__ = Other.__getitem__
print(p[5])
# An instance attribute is not the special method.
p.__getitem__ = lambda k: "instance"
print(p[6])


class Static:
    __getitem__ = staticmethod(lambda k: ("static", k))
    __setitem__ = classmethod(lambda cls, k, v: print("classmethod set", cls.__name__, k, v))


s = Static()
print(s[1], s["x"])
s[1] = 2


class Callable:
    def __call__(self, obj, k):
        return ("callable instance", k)


class UsesCallable:
    __getitem__ = Callable()


try:
    print(UsesCallable()[1])
except TypeError as e:
    print("TypeError", e)


class Arr(array):
    pass


a = Arr("d", [1.0, 2.0, 3.0])
for i in range(3):
    a[i] = a[i] * 2
print(a[0], a[-1])
Arr.__getitem__ = lambda self, i: ("patched array", i)
print(a[0])
Arr.__setitem__ = lambda self, i, v: print("patched set", i, v)
a[1] = 5.0
del Arr.__getitem__
del Arr.__setitem__
a[1] = 5.0
print(a[1], a.tolist())
b = array("i", [1, 2, 3])
b[0] = b[2] + b[1]
print(b[0], b[-3])
