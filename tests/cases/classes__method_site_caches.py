# One method-call site sees the method replaced on the class, shadowed by an instance
# attribute, deleted, inherited, overridden in a subclass, and classes made and dropped in a
# loop: every call runs the method Python would (ophis remembers where a site found its
# method, for one class as of the last change to any class).
class Base:
    def who(self):
        return "Base.who"

    def greet(self, name):
        return "hello " + name


class Child(Base):
    def who(self):
        return "Child.who"


class Grandchild(Child):
    pass


def call_who(o):
    return o.who()


for o in [Base(), Child(), Grandchild(), Base(), Grandchild()]:
    print(call_who(o), o.greet("x"))

g = Grandchild()
print(call_who(g))
Child.who = lambda self: "patched Child.who"
print(call_who(g), call_who(Child()), call_who(Base()))
del Child.who
print(call_who(g), call_who(Child()))
Base.who = lambda self: "patched Base.who"
print(call_who(g))
g.who = lambda: "instance attribute"
print(call_who(g), call_who(Grandchild()))
del g.who
print(call_who(g))
del Base.who
try:
    call_who(g)
except AttributeError as e:
    print("AttributeError:", e)


# A class made afresh on each pass: each one's own method runs.
results = []
for i in range(5):

    class Fresh:
        tag = i

        def get(self):
            return self.tag * 10

    results.append(Fresh().get())
print(results)


# Methods with defaults, extra arguments and a wrong argument count at one site.
class Calc:
    def add(self, a, b=10):
        return a + b


def call_add(o, *args):
    return o.add(*args)


c = Calc()
print(c.add(1), c.add(1, 2), call_add(c, 5), call_add(c, 5, 6))
try:
    c.add(1, 2, 3)
except TypeError as e:
    print("TypeError:", e)


# A method found on a base class, then the same name set on the subclass.
class P:
    def m(self):
        return "P.m"


class Q(P):
    pass


q = Q()
print(q.m())
Q.m = lambda self: "Q.m"
print(q.m())
