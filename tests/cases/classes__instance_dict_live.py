# smolagents: Forbidden: Forbidden access to dunder attribute: __dict__
# An instance's __dict__ is a real dict, the same one every time, and live both ways.
class A:
    cls_attr = 5

    def __init__(self):
        self.x = 1
        self.y = 2


a = A()
d = a.__dict__
print(type(d) is dict, d, d is a.__dict__)
d["k"] = 10
print(a.k, hasattr(a, "k"))
a.z = 3
print(d)
del a.x
print(d, "x" in d)
d["y"] = 20
print(a.y)
d.pop("z")
print(hasattr(a, "z"))
d.update(w=7, v=8)
print(a.w, a.v, sorted(d))
d[1] = "int key"
print(d[1], sorted(k for k in d if isinstance(k, str)))
d.clear()
print(hasattr(a, "y"), a.cls_attr, d)
a.again = 1
print(d)
# Non-str keys stay in the dict only; attribute access cannot name them.
d[2] = 3
a.more = 4
print(d)


# Method sites and attribute-site caches see writes through __dict__.
class P:
    def __init__(self, v):
        self.v = v

    def get(self):
        return self.v


ps = [P(i) for i in range(3)]
for p in ps:
    print(p.get(), p.v)
for p in ps:
    p.__dict__["v"] = p.v * 100
for p in ps:
    print(p.get(), p.v)
    p.v += 1
    print(p.__dict__)

# A class attribute shadowed through __dict__, then revealed.
b = A()
b.__dict__["cls_attr"] = "mine"
print(b.cls_attr)
del b.__dict__["cls_attr"]
print(b.cls_attr)

# Exceptions and subclasses of builtins have one too.
e = ValueError("m")
e.note = 1
print(e.__dict__)


class L(list):
    pass


lst = L([1])
lst.tag = "t"
print(lst.__dict__, lst)


# A property is not in the instance's dict.
class Q:
    @property
    def p(self):
        return 1


q = Q()
print(q.__dict__, q.p)


# A function's __dict__.
def f():
    pass


f.a = 1
print(f.__dict__)
f.__dict__["b"] = 2
print(f.b)


# __slots__ without '__dict__': no __dict__.
class S:
    __slots__ = ("a",)


print(hasattr(S(), "__dict__"))


class SD:
    __slots__ = ("a", "__dict__")


print(hasattr(SD(), "__dict__"))


class Sub(S):
    pass


print(hasattr(Sub(), "__dict__"))
