# A user-defined __new__ receives the class and the call's arguments; __init__ runs only when
# __new__ returns an instance of the class. (classes__user_new_super.py covers a __new__ that
# builds its result with super().__new__.)
class Factory:
    def __new__(cls, kind, *args):
        print('new', cls, kind, args)
        if kind == 'list':
            return list(args)
        return {'kind': kind}
    def __init__(self, *args):
        print('init never runs', args)

print(Factory('list', 1, 2))
print(Factory('other'))

made = []

class Cached:
    def __init__(self, x):
        print('Cached.__init__', x)
        self.x = x

original = Cached(0)

class Sub(Cached):
    def __new__(cls, x):
        print('Sub.__new__', x)
        return original

s = Sub(5)
print(s is original, s.x)

class Kw:
    def __new__(cls, *, a=1, b=2):
        return (a, b)

print(Kw(b=5))
try:
    Kw(1)
except TypeError as e:
    print('TypeError', e)

class Point(tuple):
    def __new__(cls, x, y):
        return (x, y)

p = Point(1, 2)
print(p, type(p))

class Ctor:
    @staticmethod
    def __new__(cls, n):
        return n * 2
print(Ctor(21))

class NewOnly:
    def __new__(cls, x):
        return 'no instance'
print(NewOnly(1))
