# One method-call site sees instances of six classes in turn (more than the few (shape,
# class) pairs ophis remembers per site), instances of one class with different attribute
# shapes, an instance attribute shadowing the method on one shape only, a method replaced on
# a base class and on one subclass between rounds, and a method that became a non-function.
class Task:
    def run(self, x):
        return ("Task", x)

    def step(self):
        return self.run(1)


class A(Task):
    def run(self, x):
        return ("A", x)


class B(Task):
    def run(self, x):
        return ("B", x * 2)


class C(B):
    pass


class D(Task):
    pass


class E(C):
    def run(self, x):
        return ("E", x, super().run(x))


def make():
    objs = [Task(), A(), B(), C(), D(), E()]
    # Different shapes for instances of one class: attributes set in different orders.
    a1 = A()
    a1.p = 1
    a1.q = 2
    a2 = A()
    a2.q = 2
    a2.p = 1
    objs += [a1, a2]
    return objs


def round_(objs, x):
    return [o.run(x) for o in objs]


objs = make()
print(round_(objs, 1))
print(round_(objs, 2))
# A shadowing instance attribute on one shape of A only.
objs[6].run = lambda x: ("instance", x)
print(round_(objs, 3))
del objs[6].run
print(round_(objs, 4))
# Replaced on the base class: D and Task see it, the others keep their own.
Task.run = lambda self, x: ("patched Task", x)
print(round_(objs, 5))
# Replaced on a middle class: C inherits it, E's super() reaches it.
B.run = lambda self, x: ("patched B", -x)
print(round_(objs, 6))
# A method that is not a plain function any more: a staticmethod and a class attribute.
A.run = staticmethod(lambda x: ("static", x))
print(round_(objs, 7))
A.run = 42
for o in objs:
    try:
        print(o.run(8))
    except TypeError as e:
        print("TypeError:", e)
del A.run
print(round_(objs, 9))
# Through a method calling another method on self (the site inside `step`).
print([o.step() for o in make()])
for _ in range(3):
    print([o.step() for o in reversed(make())])
