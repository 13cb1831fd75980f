# smolagents: Forbidden: Forbidden access to dunder attribute: __dict__
# Instance attribute tables share their names between instances that set the same names in
# the same order, and leave that sharing on deletion, many names, or names made at run time:
# none of it may show in behaviour.


class P:
    def __init__(self, i, order):
        if order:
            self.a = i
            self.b = i * 2
        else:
            self.b = i * 2
            self.a = i


ps = [P(i, i % 2) for i in range(6)]
for p in ps:
    print(p.__dict__, p.a, p.b)

# Deleting keeps the rest in order; re-adding appends.
p = P(1, True)
p.c = 3
del p.a
print(p.__dict__, list(p.__dict__))
p.a = 9
print(p.__dict__)
q = P(2, True)
q.c = 4
print(q.__dict__)
try:
    p.zz
except AttributeError as e:
    print("AttributeError", e)
try:
    del p.zz
except AttributeError as e:
    print("AttributeError", e)

# Many attributes, past any size a shared layout keeps.
class Many:
    pass


m = Many()
for i in range(120):
    setattr(m, f"x{i}", i)
print(len(m.__dict__), m.x0, m.x57, m.x119, list(m.__dict__)[:3], list(m.__dict__)[-2:])
m2 = Many()
for i in range(119, -1, -1):
    setattr(m2, f"x{i}", -i)
print(len(m2.__dict__), m2.x0, m2.x57, list(m2.__dict__)[:3])
for i in range(0, 120, 7):
    delattr(m2, f"x{i}")
print(len(m2.__dict__), hasattr(m2, "x7"), hasattr(m2, "x8"))

# Names made at run time: many instances, each with a different name.
objs = []
for i in range(300):
    o = Many()
    setattr(o, f"n{i}", i)
    o.common = -i
    objs.append(o)
print(sum(o.common for o in objs), objs[0].__dict__, objs[299].__dict__)
print(all(getattr(o, f"n{i}") == i for i, o in enumerate(objs)))

# The live __dict__ still works on shared tables.
d = P(5, True)
dd = d.__dict__
dd["z"] = 1
d.y = 2
print(d.z, dd, d.__dict__)
del dd["a"]
print(hasattr(d, "a"), d.__dict__)
e = P(6, True)
print(e.__dict__)

# Copies, equality of dicts, and attribute order after overwriting.
import copy

c = copy.copy(P(7, False))
c.a = 70
print(c.__dict__, copy.deepcopy(c).__dict__)
print(P(1, True).__dict__ == P(1, False).__dict__)
print(list(P(1, True).__dict__), list(P(1, False).__dict__))


# Subclasses and instances whose class sets different attributes conditionally.
class Q(P):
    def __init__(self, i):
        super().__init__(i, True)
        if i % 3 == 0:
            self.extra = "x"


qs = [Q(i) for i in range(7)]
print([q.__dict__ for q in qs])
print([q.__dict__.get("extra") for q in qs])
