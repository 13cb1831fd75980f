# The evaluator's inline paths (list and tuple items at int indexes, `xs[k] op= x` on list
# items, list unpacking, plain instance attributes read through the site's hint, method
# lookups through the interpreter's cache) give exactly what the general paths give, also
# when the program changes the list, the class or the attribute in between.
xs = [1, 2.5, "s", None]
t = (10, 20, 30)
print(xs[0], xs[-1], xs[3], t[0], t[-1], t[2], xs[True], t[False])
for bad in (4, -5, 10**20):
    try:
        print(xs[bad])
    except IndexError as e:
        print("IndexError:", e)
try:
    print(t[3])
except IndexError as e:
    print("IndexError:", e)

# Stores and in-place operations on list items.
ys = [0, 1.5, 2**62, "a", [1]]
ys[0] = 7
ys[-1] = ys[-1] + [2]
ys[0] += 1
ys[1] *= 2.0
ys[1] /= 4.0
ys[2] += 2**62
ys[3] += "b"
ys[4] += (3,)
ys[0] //= 3
ys[0] %= 2
print(ys)
for bad in (5, -6):
    try:
        ys[bad] += 1
    except IndexError as e:
        print("IndexError:", e)
    try:
        ys[bad] = 1
    except IndexError as e:
        print("IndexError:", e)
try:
    ys[0] /= 0
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    ys[1] += "x"
except TypeError as e:
    print("TypeError:", e)


# The right-hand side shrinks the list: the store is refused as CPython refuses it.
zs = [1, 2, 3]


def shrink():
    zs.clear()
    return 5


try:
    zs[2] += shrink()
except IndexError as e:
    print("IndexError:", e, zs)

# The right-hand side replaces the item: the old value read first is the one added to.
ws = [1, 2, 3]


def replace():
    ws[1] = 100
    return 5


ws[1] += replace()
print(ws)

# List unpacking: the right length, the wrong ones, and targets that change the list.
[a, b, c] = [1, 2, 3]
(d, e), [f, g] = [4, 5], [6, 7]
print(a, b, c, d, e, f, g)
for bad in ([1, 2], [1, 2, 3, 4]):
    try:
        p, q, r = bad
    except ValueError as err:
        print("ValueError:", err)
src = [1, 2, 3]
box = [None, None, None]
src[0], box[0], src[1] = src
print(src, box)
pairs = [([1.0, 2.0, 3.0], [0.5], 2.0), ([4.0, 5.0, 6.0], [1.5], 3.0)]
for [x1, y1, z1], v1, m1 in pairs:
    v1[0] -= x1 * m1
    print(x1, y1, z1, v1, m1)
print(pairs)


# An attribute site's hint: the same class with attributes in other orders, a class that
# gains a property later, an instance that loses its attribute.
class P:
    def __init__(self, x, y):
        self.x = x
        self.y = y


def getx(o):
    return o.x


ps = [P(1, 2), P(3, 4)]
q = P(5, 6)
del q.x
q.x = 50
print([getx(o) for o in ps + [q]])
P.x = property(lambda self: "property wins")
print([getx(o) for o in ps + [q]])
del P.x
print([getx(o) for o in ps + [q]])
del ps[0].x
try:
    getx(ps[0])
except AttributeError as err:
    print("AttributeError:", err)


# One call site, receivers of several classes, methods found at different depths, and a
# method replaced on a base class between calls.
class Base:
    def who(self):
        return "Base.who"

    def deep(self):
        return "Base.deep " + type(self).__name__


class L1(Base):
    def who(self):
        return "L1.who"


class L2(L1):
    pass


class Other:
    def who(self):
        return "Other.who"

    def deep(self):
        return "Other.deep"


objs = [Base(), L1(), L2(), Other()] * 2
print([o.who() for o in objs])
print([o.deep() for o in objs])
L1.deep = lambda self: "L1.deep (added)"
print([o.deep() for o in objs])
del L1.who
print([o.who() for o in objs])
Base.who = lambda self: "Base.who (replaced)"
print([o.who() for o in objs])
