def add_describe(cls):
    def describe(self):
        return "I am " + self.name
    cls.describe = describe
    return cls

def singleton(cls):
    instances = {}
    def get(*args):
        if cls not in instances:
            instances[cls] = cls(*args)
        return instances[cls]
    return get

REGISTRY = {}
def register(key):
    def deco(cls):
        REGISTRY[key] = cls
        return cls
    return deco

@add_describe
class Dog:
    def __init__(self, name):
        self.name = name

@singleton
class Config:
    def __init__(self, env):
        self.env = env

@register("circle")
class Circle:
    def __init__(self, r):
        self.r = r
    def area(self):
        return round(3.14159 * self.r * self.r, 2)

@register("square")
class Square:
    def __init__(self, s):
        self.r = s
    def area(self):
        return self.r * self.r

print(Dog("rex").describe())
c1 = Config("prod")
c2 = Config("dev")
print(c1 is c2, c1.env, c2.env)
print(sorted(REGISTRY))
for key in ["square", "circle"]:
    shape = REGISTRY[key](3)
    print(key, shape.area())

def with_counter(cls):
    orig_init = cls.__init__
    cls.created = 0
    def new_init(self, *a, **k):
        cls.created += 1
        orig_init(self, *a, **k)
    cls.__init__ = new_init
    return cls

@with_counter
class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y

pts = [Point(i, i * i) for i in range(5)]
print(Point.created, [(p.x, p.y) for p in pts])
