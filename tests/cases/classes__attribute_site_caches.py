# One attribute site sees instances whose attributes sit in different orders, attributes
# deleted and re-added, and instances of other classes: every read and store finds the
# right attribute (ophis remembers where a site found its attribute last time).
class A:
    def __init__(self, order):
        for name in order:
            setattr(self, name, name.upper())


def read_x(o):
    return o.x


def names(o):
    return [n for n in "abcdefghijwxyz" if n in dir(o)]


def bump(o):
    o.x += "!"
    return o.x


objs = [A("xyz"), A("zyx"), A("yxz"), A("x"), A("abcdefghijx")]
for o in objs:
    print(read_x(o), bump(o), read_x(o), names(o))

o = A("wxyz")
print(read_x(o))
del o.w
print(read_x(o), names(o))
del o.x
try:
    read_x(o)
except AttributeError as e:
    print("AttributeError:", e)
o.x = "back"
print(read_x(o), names(o))


class B:
    x = "class-level"


b = B()
print(read_x(b))
b.x = "own"
print(read_x(b), B.x)
del b.x
print(read_x(b))


class WithProperty:
    @property
    def x(self):
        return "from property"


for o in [A("x"), WithProperty(), A("yx"), B()]:
    print(read_x(o))


# A property added to the class after the site has read plain attributes takes over.
class Late:
    def __init__(self):
        self.x = "plain"


late = Late()
print(read_x(late))
Late.x = property(lambda self: "late property")
print(read_x(late))
del Late.x
print(read_x(late))


# Stores through one site into instances of different layouts.
def store(o, v):
    o.x = v


for o in [A("abx"), A("x"), A(""), B()]:
    store(o, 42)
    print(o.x, names(o))
