# A class with a property keeps its other attributes plain; data descriptors, properties
# added later and __setattr__ added later still take effect.
class P:
    def __init__(self):
        self.a = 1
        self._x = 2

    @property
    def x(self):
        return self._x * 10

    def meth(self):
        return "meth"


p = P()
print(p.a, p.x, p.meth())
p.meth = lambda: "instance"
print(p.meth())
try:
    p.x = 5
except AttributeError as e:
    print("AttributeError", e)
P.a = property(lambda self: "class property a")
print(p.a)
del P.a
print(p.a)


class Desc:
    def __get__(self, obj, owner):
        return "desc get"

    def __set__(self, obj, v):
        Desc.stored = v


class NonData:
    def __get__(self, obj, owner):
        return "nondata get"


class Q:
    d = Desc()
    n = NonData()


q = Q()
q.d = 7
print(q.d, Desc.stored, q.n)
q.n = "shadowed"
print(q.n)


class R(P):
    pass


r = R()
r.b = 1
print(r.b, r.x)


class S(R):
    log = []

    def __setattr__(self, name, value):
        S.log.append((name, value))


s = S()
print(S.log, s.x if hasattr(s, "_x") else "no _x")
s.c = 2
print(S.log, getattr(s, "c", "unset"))
P.x2 = property(lambda self: "late")
print(r.x2)
result = (p.x, len(S.log))
