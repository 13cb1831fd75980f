# smolagents: Forbidden: Forbidden access to dunder attribute: __dict__
# Attribute writes after __dict__ was taken show in it key by key, in CPython's order.
class O:
    pass


o = O()
d = o.__dict__
for i in range(2000):
    setattr(o, "a" + str(i), i)
print(len(d), list(d)[:3], list(d)[-2:])
for i in range(0, 2000, 2):
    delattr(o, "a" + str(i))
print(len(d), list(d)[:3])
o.a1 = "one"
o.new = 1
del o.a3
o.a3 = 3
print(list(d)[:2], list(d)[-3:], d["a1"])
d["a5"] = "five"
d[7] = "int key"
o.z = 0
print(o.a5, list(d)[-3:], hasattr(o, "a3"))
del d["a5"]
print(hasattr(o, "a5"), len(d))


# The same through a method's attribute site (cached slot).
class C:
    def __init__(self):
        self.v = 0

    def bump(self):
        self.v = self.v + 1
        self.w = self.v


c = C()
cd = c.__dict__
for _ in range(3):
    c.bump()
print(cd)
cd["v"] = 100
c.bump()
print(cd, c.v)
