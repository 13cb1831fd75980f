# A data descriptor on the class (a property, or a class defining __set__ or __delete__) takes
# precedence over an instance attribute of the same name, for a plain read and for a method
# call `obj.name(...)` alike; a non-data descriptor or a plain method is shadowed by it.


class Setter:
    def __get__(self, obj, owner=None):
        if obj is None:
            return self
        return lambda *a, **k: ("setter descriptor", a)

    def __set__(self, obj, v):
        print("__set__ called with", v)


class Deleter:
    def __get__(self, obj, owner=None):
        if obj is None:
            return self
        return lambda *a, **k: ("deleter descriptor", a)

    def __delete__(self, obj):
        print("__delete__ called")


class NonData:
    def __get__(self, obj, owner=None):
        if obj is None:
            return self
        return lambda *a: ("non-data descriptor", a)


class C:
    def meth(self, x):
        return ("method", x)


c = C()
# The instance gets its own callables first; the descriptors are put on the class afterwards,
# so the instance attributes are really there.
for name in ["p", "s", "d", "n", "meth"]:
    setattr(c, name, lambda *a, name=name: ("instance " + name, a))

C.p = property(lambda self: lambda *a, **k: ("property", a))
C.s = Setter()
C.d = Deleter()
C.n = NonData()

print(c.p(1), c.s(2), c.d(3), c.n(4), c.meth(5))
print(c.p()[0], c.s()[0], c.d()[0], c.n()[0], c.meth()[0])
# The same sites, run several times (an attribute site remembers what it found).
for i in range(3):
    print(c.p(i)[0], c.s(i)[0], c.d(i)[0], c.n(i)[0], c.meth(i)[0])
# Keyword and starred calls take another path.
print(c.p(k=1)[0], c.s(*[1, 2])[0], c.d(k=1)[0], c.n(*[1])[0])
print(getattr(c, "p")()[0], getattr(c, "s")()[0], getattr(c, "n")()[0])
c.s = "assigned"
del c.d
# Once the descriptors go, the instance attributes are seen again.
del C.p, C.s, C.d
print(c.p(7)[0], c.s(8)[0], c.d(9)[0])


# A subclass inherits the precedence, and a data descriptor added to a base later takes effect
# at a call site that has already run.
class Base:
    pass


class Sub(Base):
    def __init__(self):
        self.run = lambda: "instance run"


s = Sub()


def call_run(o):
    return o.run()


print(call_run(s))
Base.run = property(lambda self: lambda: "property run")
print(call_run(s))
del Base.run
print(call_run(s))


# A property without a getter still wins: reading it raises, the instance's value is not used.
class NoGet:
    pass


g = NoGet()
g.x = lambda: "instance x"
NoGet.x = property(None, lambda self, v: None)
try:
    g.x()
except AttributeError as e:
    print("AttributeError:", e)
