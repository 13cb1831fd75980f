# A subclass of property: its accessors, setter/getter/deleter copies made through the
# subclass, and its instances acting as the property they hold.
class PropertySub(property):
    """This is a subclass of property"""


class C:
    @PropertySub
    def x(self):
        return self._x

    @x.setter
    def x(self, v):
        self._x = v * 2

    @x.deleter
    def x(self):
        print("deleting")
        del self._x


c = C()
c.x = 5
print(c.x, type(C.x).__name__)
del c.x
try:
    c.x
except AttributeError as e:
    print("AttributeError", e)
p = C.x
print(p.fget is not None, p.fset is not None, p.fdel is not None)
q = p.getter(lambda s: 42)
print(type(q).__name__, q.fset is p.fset)


class ReadOnly:
    @PropertySub
    def y(self):
        return 1


r = ReadOnly()
print(r.y)
try:
    r.y = 2
except AttributeError as e:
    print("AttributeError", e)


# A subclass defining __get__ itself is asked instead.
class Loud(property):
    def __get__(self, obj, owner=None):
        return "loud"


class D:
    @Loud
    def z(self):
        return "quiet"


print(D().z)
