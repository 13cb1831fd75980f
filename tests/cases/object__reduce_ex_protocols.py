# object.__reduce_ex__(protocol) and object.__reduce__(), as copyreg and pickle see them:
# protocol 2 and above reduce through copyreg.__newobj__ (or __newobj_ex__ with keyword
# arguments from __getnewargs_ex__), protocols 0 and 1 through copyreg._reduce_ex's
# _reconstructor; a class's own __reduce__ wins; the reconstructors rebuild the object.
# smolagents: Forbidden: Forbidden call to dunder function: __reduce_ex__


def show(rv):
    parts = [f"{rv[0].__module__}.{rv[0].__name__}"]
    for x in rv[1:]:
        if type(x).__name__.endswith("iterator"):
            x = ("iter", list(x))
        parts.append(repr(x))
    print(len(rv), ", ".join(parts))


class A:
    def __init__(self):
        self.x = 1


a = A()
for proto in range(6):
    show(a.__reduce_ex__(proto))
show(a.__reduce__())
show(object().__reduce_ex__(2))
show(object().__reduce_ex__(0))
show((5).__reduce_ex__(2))
show("s".__reduce_ex__(4))
show((1, 2).__reduce_ex__(3))
show([1, 2].__reduce_ex__(2))
show({"k": 1}.__reduce_ex__(2))

# Rebuilding from the reduction gives an equal, separate object.
f, args, state = a.__reduce_ex__(2)[:3]
b = f(*args)
b.__dict__.update(state)
print(type(b) is A, b.x, b is not a)
f, args, state = a.__reduce_ex__(1)
c = f(*args)
print(type(c) is A, vars(c))


class Point(int):
    pass


p = Point(7)
p.tag = "t"
show(p.__reduce_ex__(2))
show(p.__reduce_ex__(0))
f, args = p.__reduce_ex__(0)[:2]
q = f(*args)
print(type(q).__name__, q, int(q) == 7)


class L(list):
    pass


show(L([3, 4]).__reduce_ex__(2))


class Own:
    def __reduce__(self):
        return (Own, ())


print(Own().__reduce_ex__(2), Own().__reduce_ex__(0))


class Kw:
    def __new__(cls, *, n):
        self = super().__new__(cls)
        self.n = n
        return self

    def __getnewargs_ex__(self):
        return (), {"n": self.n}


rv = Kw(n=3).__reduce_ex__(2)
show(rv)
k = rv[0](*rv[1])
print(k.n)


class NewArgs:
    def __getnewargs__(self):
        return (1, 2)

    def __new__(cls, *args):
        return super().__new__(cls)


show(NewArgs().__reduce_ex__(2))


class Slotted:
    __slots__ = ("a", "b")


s = Slotted()
s.a = 1
show(s.__reduce_ex__(2))
print(Slotted.__slotnames__)
try:
    s.__reduce_ex__(1)
except TypeError as e:
    print("TypeError:", e)


class Bad:
    def __getnewargs__(self):
        return [1]


for obj, proto in [(Bad(), 2), (1, 0), (1, 1)]:
    try:
        obj.__reduce_ex__(proto)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
try:
    a.__reduce_ex__("2")
except TypeError as e:
    print("TypeError:", e)
try:
    a.__reduce_ex__()
except TypeError as e:
    print("TypeError:", e)
