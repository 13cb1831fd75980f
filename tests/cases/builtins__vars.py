# smolagents: Forbidden: Forbidden access to function: vars
# vars(obj) is obj.__dict__ itself, the same live dict; objects without one are a TypeError.
class A:
    def __init__(self):
        self.x = 1


a = A()
d = vars(a)
print(d, d is a.__dict__, d is vars(a))
d["y"] = 2
print(a.y)
a.z = 3
print(vars(a))


def f():
    pass


f.tag = "t"
print(vars(f), vars(f) is f.__dict__)


class S:
    __slots__ = ("p",)


for bad in (1, "s", [1], None, S()):
    try:
        vars(bad)
    except TypeError as e:
        print(type(bad).__name__, e)
for args in ((1, 2),):
    try:
        vars(*args)
    except TypeError as e:
        print(e)
try:
    vars(object=a)
except TypeError as e:
    print(e)


# A class whose __dict__ is a property answers what the property gives.
class P:
    @property
    def __dict__(self):
        return {"fake": 1}


print(vars(P()))
