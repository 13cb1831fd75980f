# Class attributes read through instances (the attribute site's cached path) and the truth of
# instances (whether the class has `__bool__` or `__len__`), as classes change under them.
class Node:
    degree = 16
    label = "node"
    pair = (1, 2)
    kind = None

    def __init__(self):
        self.items = []


n = Node()


def read(o):
    return o.degree, o.label, o.pair, o.kind


print(read(n))
Node.degree = 32
print(read(n))
n.degree = 7
print(read(n), read(Node()))
del n.degree
print(read(n))


class Sub(Node):
    label = "sub"


s = Sub()
print(read(s), read(n))
Node.degree = property(lambda self: "computed")
print(read(s), read(n))
del Node.degree
try:
    read(n)
except AttributeError as err:
    print("AttributeError", err)
Node.degree = staticmethod(lambda: 5)
print(read(n)[0]())
Node.degree = 3.5
print(read(n))


class Err(Exception):
    code = 12


try:
    raise Err("x")
except Err as e:
    print(e.code, e.args)


class T:
    pass


t = T()
for attempt in range(3):
    print(bool(t), "yes" if t else "no", not t)
    if attempt == 0:
        T.__len__ = lambda self: 0
    elif attempt == 1:
        T.__bool__ = lambda self: True


class Base:
    pass


class Derived(Base):
    pass


d = Derived()
print(bool(d))
Base.__bool__ = lambda self: False
print(bool(d), d or "fallback")
del Base.__bool__
print(bool(d))


class Bad:
    def __bool__(self):
        return 1


try:
    if Bad():
        pass
except TypeError as err:
    print(err)


class Sized:
    def __init__(self, n):
        self.n = n

    def __len__(self):
        return self.n


print([bool(Sized(k)) for k in range(3)])
x = 0.1
y = 0.2
x += y
print(x, x < 0.3, x > 0.3, x == 0.30000000000000004, 1.5 * 2.0 - 0.5 / 4.0)
nan = float("nan")
print(nan == nan, nan != nan, nan < nan, nan >= 1.0, -0.0 == 0.0, float("inf") - float("inf"))
try:
    print(1.0 / 0.0)
except ZeroDivisionError as err:
    print(err)
p = Node()
p.w = 1.25
p.w += 2.5
p.w *= 2.0
print(p.w)
