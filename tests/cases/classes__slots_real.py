# smolagents: Forbidden: Forbidden access to dunder attribute: __slots__
# __slots__: instances take only the named attributes (no __dict__ unless '__dict__' is a
# slot), each slot is a member descriptor on the class, an unset slot raises AttributeError.


class P:
    __slots__ = ("a", "b")

    def __init__(self, a):
        self.a = a


p = P(1)
print(p.a, P.__slots__)
try:
    p.b
except AttributeError as e:
    print("AttributeError", e)
try:
    p.c = 3
except AttributeError as e:
    print("AttributeError", e)
print(hasattr(p, "c"), hasattr(p, "b"), hasattr(p, "__dict__"))
p.b = 2
print(p.a, p.b, getattr(p, "b"))
del p.b
print(hasattr(p, "b"))
try:
    del p.b
except AttributeError as e:
    print("AttributeError", e)
try:
    del p.zz
except AttributeError as e:
    print("AttributeError", e)
try:
    setattr(p, "zz", 1)
except AttributeError as e:
    print("AttributeError", e)


# A subclass without __slots__ has a __dict__ for its other attributes.
class Q(P):
    pass


q = Q(5)
q.c = 7
print(q.a, q.c, hasattr(q, "__dict__"))


# A subclass with its own slots adds to the parent's.
class R(P):
    __slots__ = ("c",)


r = R(1)
r.c = 3
r.b = 2
print(r.a, r.b, r.c)
try:
    r.d = 4
except AttributeError as e:
    print("AttributeError", e)


# A single string is one slot; '__dict__' among the slots gives a dict too.
class S:
    __slots__ = "x"


s = S()
s.x = 1
print(s.x)
try:
    s.y = 1
except AttributeError as e:
    print("AttributeError", e)


class T:
    __slots__ = ("a", "__dict__")


t = T()
t.a = 1
t.z = 2
print(t.a, t.z, hasattr(t, "__dict__"))


# Empty slots: nothing at all can be set.
class W:
    __slots__ = ()


try:
    W().x = 1
except AttributeError as e:
    print("AttributeError", e)


# Class attributes stay readable through instances; properties and methods still work.
class U:
    __slots__ = ("_v",)
    kind = "u"

    def __init__(self):
        self._v = 0

    @property
    def v(self):
        return self._v

    @v.setter
    def v(self, x):
        self._v = x * 2

    def bump(self):
        self._v += 1
        return self._v


u = U()
u.v = 4
print(u.v, u.bump(), u.kind)
try:
    u.kind = "w"
except AttributeError as e:
    print("AttributeError", e)


# Private names are mangled.
class M:
    __slots__ = ("__p",)

    def __init__(self):
        self.__p = 1

    def get(self):
        return self.__p


print(M().get())
try:
    M()._p = 2
except AttributeError as e:
    print("AttributeError", e)


# Conflicts and bad items are refused when the class is made.
try:

    class X:
        __slots__ = ("a",)
        a = 1

except ValueError as e:
    print("ValueError", e)
try:

    class Y:
        __slots__ = (1,)

except TypeError as e:
    print("TypeError", e)
try:

    class Z:
        __slots__ = ("not an identifier",)

except TypeError as e:
    print("TypeError", e)
