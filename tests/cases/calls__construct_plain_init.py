# `C(a, b)` for a program class whose `__init__` takes exactly the arguments positionally
# evaluates them straight into the `__init__`'s slots; everything else takes the general
# path. Both must do what CPython's `type.__call__` does, in its order.
class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __repr__(self):
        return f"Point({self.x}, {self.y})"


class Point3(Point):
    pass


print(Point(1, 2), Point3(3, 4), type(Point3(5, 6)).__name__)


class Returns:
    def __init__(self):
        return 5


try:
    Returns()
except TypeError as e:
    print("TypeError", e)


class Fails:
    def __init__(self, v):
        raise ValueError(f"bad {v}")


try:
    Fails(7)
except ValueError as e:
    print("ValueError", e)

try:
    Point(1)
except TypeError as e:
    print("TypeError", e)

try:
    Point(1, undefined_name)  # noqa: F821
except NameError as e:
    print("NameError", e)


# Evaluating an argument replaces `__init__`: the call uses the new one, as CPython does.
class Swapped:
    def __init__(self, a):
        self.how = ("first", a)


def second_init(self, a):
    self.how = ("second", a)


def swap():
    Swapped.__init__ = second_init
    return 1


print(Swapped(swap()).how)


class WithNew:
    def __new__(cls, *args):
        print("new", args)
        return super().__new__(cls)

    def __init__(self, a):
        print("init", a)


WithNew(9)


class Meta(type):
    def __call__(cls, *args):
        print("meta call", args)
        return super().__call__(*args)


class Metered(metaclass=Meta):
    def __init__(self, a):
        self.a = a


print(Metered(4).a)


class Defaults:
    def __init__(self, a, b=2):
        self.t = (a, b)


print(Defaults(1).t, Defaults(1, 3).t)


class Node:
    def __init__(self, depth):
        self.child = Node(depth - 1) if depth else None


n, d = Node(100), 0
while n.child is not None:
    n, d = n.child, d + 1
print(d)


class NotOnlyObject(dict):
    def __init__(self, a):
        super().__init__(a=a)


print(NotOnlyObject(1))
