# A user __new__ that builds the object with super().__new__(cls) or object.__new__(cls).
class Point:
    def __new__(cls, *args, **kwargs):
        obj = super().__new__(cls)
        obj.created_by_new = True
        return obj

    def __init__(self, x, y):
        self.x, self.y = x, y

p = Point(1, 2)
print(p.created_by_new, p.x, p.y, type(p) is Point)

class Singleton:
    _instance = None

    def __new__(cls):
        if cls._instance is None:
            cls._instance = object.__new__(cls)
            cls._instance.count = 0
        return cls._instance

a, b = Singleton(), Singleton()
a.count += 1
print(a is b, b.count)

class Base:
    def __new__(cls, value):
        inst = super().__new__(cls)
        inst.value = value
        return inst

class Child(Base):
    def __new__(cls, value):
        inst = super().__new__(cls, value * 2)
        inst.tag = 'child'
        return inst

c = Child(21)
print(c.value, c.tag, isinstance(c, Base))

class Cached:
    _cache = {}

    def __new__(cls, key):
        if key not in cls._cache:
            inst = super().__new__(cls)
            inst.key = key
            cls._cache[key] = inst
        return cls._cache[key]

print(Cached('a') is Cached('a'), Cached('a') is Cached('b'), len(Cached._cache))

class Upper(str):
    def __new__(cls, text):
        return super().__new__(cls, text.upper())

u = Upper('hello')
print(u, len(u), u + '!', isinstance(u, str))

class Pos(int):
    def __new__(cls, n):
        if n < 0:
            raise ValueError('negative: %d' % n)
        return super().__new__(cls, n)

print(Pos(5) + 1)
try:
    Pos(-1)
except ValueError as e:
    print('error', e)

class Other:
    def __new__(cls):
        return 42

print(Other())
class Bad:
    def __new__(cls):
        return object.__new__(5)

try:
    Bad()
except TypeError as e:
    print(e)
