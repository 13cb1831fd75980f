# Conditions made of `not`, `and` and `or` test each operand once, as CPython's jumps do, and
# attribute reads at a site whose receivers are of several classes still honour data
# descriptors, `__getattribute__`, `__getattr__` and instance dicts that changed shape.
# smolagents: Forbidden: Forbidden call to dunder function: __getattribute__


class B:
    def __init__(self, name, v):
        self.name = name
        self.v = v

    def __bool__(self):
        print("bool", self.name)
        return self.v


if B("a", False) and B("b", True):
    print("and: yes")
else:
    print("and: no")
if B("c", True) or B("d", False):
    print("or: yes")
if not B("e", True):
    print("not: yes")
else:
    print("not: no")
if not (B("f", False) or B("g", False)):
    print("not or: yes")
if B("h", True) and not B("i", False) and (B("j", False) or B("k", True)):
    print("mixed: yes")
n = 0
while B("w%d" % n, n < 2) and not B("x%d" % n, False):
    n += 1
print("while ran", n)
print("ifexp", 1 if (B("l", False) or B("m", False)) else 2)
print([x for x in range(4) if not (x == 1 or B("p%d" % x, x == 2))])
# Values still keep their own truth: `and` and `or` give an operand.
v = B("q", False) and 5
print("value", v.name)
print("value2", 0 or [] or "z")
if 0 or [] or "z":
    print("plain values: yes")
if not 0 and not "" and not None and 3:
    print("nots: yes")


class Bad:
    def __bool__(self):
        return 2


try:
    if not Bad():
        pass
except TypeError as e:
    print("TypeError", e)
try:
    if Bad() and True:
        pass
except TypeError as e:
    print("TypeError", e)


class Base:
    def __init__(self, x):
        self.x = x
        self.y = x * 2

    def get(self):
        return self.x + self.y


class P(Base):
    pass


class Q(Base):
    pass


class Prop(Base):
    @property
    def y(self):
        return "prop y"

    @y.setter
    def y(self, v):
        self._y = v


class Fallback(Base):
    def __getattr__(self, name):
        return "fallback " + name


objs = [Base(1), P(2), Q(3), Prop(4), Base(6), Fallback(7)]
for o in objs * 2:
    print(type(o).__name__, o.x, o.y, getattr(o, "y"))
r = Q(8)
del r.x
r.z = 1
r.x = 9
for o in [Base(1), r, P(2), r]:
    print(type(o).__name__, o.x, o.y)
f = Fallback(10)
del f.x
print(f.x, f.y)
# A data descriptor added to a class later wins over the instance's value.
P.x = property(lambda self: "P.x prop")
for o in objs[:3] * 2:
    print(type(o).__name__, o.x)


# Class attributes read through the class at one site, with every kind of value.
class Meta(type):
    meta_attr = "from the metaclass"


class K(metaclass=Meta):
    """K's doc"""

    LEVEL = 3
    NAMES = ("a", "b")

    @classmethod
    def cm(cls):
        return "cm of " + cls.__name__

    @staticmethod
    def sm():
        return "sm"

    @property
    def p(self):
        return 1


class K2(K):
    LEVEL = 4


class K3(K):
    __name__ = "renamed in body"


for c in [K, K2, K3, K, K2, K3]:
    print(c.LEVEL, c.NAMES, c.cm(), c.sm(), type(c.p).__name__, c.meta_attr, c.__name__, c.__doc__)
K.LEVEL = 30
del K2.LEVEL
for c in [K, K2, K3]:
    print(c.LEVEL)
K2.LEVEL = lambda: "now a function"
print(K2.LEVEL())
try:
    print(K.missing)
except AttributeError as e:
    print("AttributeError", e)


# A method call site remembers a shape lacking the method's name: an instance that holds an
# attribute of that name (set directly, through setattr with a made-up name, or in another
# order) is still called through it.
class M:
    def __init__(self, a):
        self.a = a

    def m(self):
        return "method " + str(self.a)


ms = [M(1), M(2), M(3), M(4)]
ms[1].m = lambda: "instance attribute"
setattr(ms[2], "".join(["m"]), lambda: "setattr attribute")
for o in ms * 2:
    print(o.m())
del ms[1].m
print([o.m() for o in ms])
n1 = M(5)
n1.b = 1
n2 = M(6)
setattr(n2, "b" * 1, 2)
n2.c = 3
n1.c = 4
for o in [n1, n2, n1, n2]:
    print(o.a, o.b, o.c, o.m())


# Last: the smolagents policy refuses `object.__getattribute__` (see the header).
class GA(Base):
    def __getattribute__(self, name):
        if name == "x":
            return "ga x"
        return object.__getattribute__(self, name)


for o in [Base(1), GA(5), Q(2), GA(6)] * 2:
    print(type(o).__name__, o.x, o.y)
