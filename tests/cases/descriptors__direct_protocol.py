# Descriptors called directly: `f.__get__(obj)` binds as reading the attribute through a class
# does (the decorator-class pattern), static and class methods and properties likewise, and
# a property names itself in its accessor errors once `__set_name__` gave it a name.
# smolagents: Forbidden: Forbidden call to dunder function: __get__
class A:
    def m(self):
        return ('m', type(self).__name__)

    @classmethod
    def c(cls, *a):
        return ('c', cls.__name__, a)

    @staticmethod
    def s(*a):
        return ('s', a)

    @property
    def p(self):
        return 'p-value'

    @p.setter
    def p(self, v):
        self._p = v

class B(A):
    pass

def f(self, *a):
    return ('f', type(self).__name__, a)

a = A()
print(f.__get__(a)(1))
print(f.__get__(a, A)(2))
print(f.__get__(None, A) is f)
bm = f.__get__(a)
print(bm.__self__ is a, bm.__func__ is f)
try:
    f.__get__(None, None)
except TypeError as e:
    print('TypeError', e)
try:
    f.__get__()
except TypeError as e:
    print('TypeError', e)

cm = classmethod(lambda cls, *a: ('c', cls.__name__, a))
print(cm.__get__(a)(), cm.__get__(None, B)(), cm.__get__(a, B)(1))
sm = staticmethod(lambda *a: ('s', a))
print(sm.__get__(a)(1), sm.__get__(None, A)(), sm.__get__(1, 2)(3))
p = vars(A)['p']
print(p.__get__(None, A) is p, p.__get__(a), p.__get__(a, A))
p.__set__(a, 42)
print(a._p)
try:
    p.__delete__(a)
except AttributeError as e:
    print('AttributeError', e)
for obj in (f, cm, sm, p, a.m):
    print(hasattr(obj, '__get__'))
print(hasattr(p, '__set__'), hasattr(p, '__delete__'), hasattr(f, '__set__'))
print(a.m.__get__(B()) is not None)

# A descriptor that forwards to the function's __get__, the common decorator pattern.
class logged:
    def __init__(self, func):
        self.func = func
    def __get__(self, obj, owner=None):
        return self.func.__get__(obj, owner)

class C:
    @logged
    def hello(self, x):
        return ('hello', x)
print(C().hello(5))
print(C.hello is vars(C)['hello'].func)

# A property's accessor errors name it once its class gave it a name (`__set_name__`), and
# keep the name through `setter`; one made apart or added later has none.
class D:
    x = property(lambda self: 1)
    y = property()

    @property
    def z(self):
        return 3

    @z.setter
    def z(self, v):
        pass

D.late = property(lambda self: 2)
d = D()
def attempts():
    yield 'd.x = 1', lambda: setattr(d, 'x', 1)
    yield 'del d.x', lambda: delattr(d, 'x')
    yield 'd.y', lambda: d.y
    yield 'del d.z', lambda: delattr(d, 'z')
    yield 'd.late = 5', lambda: setattr(d, 'late', 5)
    yield 'del d.late', lambda: delattr(d, 'late')
for text, attempt in attempts():
    try:
        attempt()
    except AttributeError as e:
        print(text, '->', e)
q = property(lambda s: 0)
q.__set_name__(D, 'renamed')
try:
    q.__set__(d, 1)
except AttributeError as e:
    print(e)
q.__set_name__(D, 7)
try:
    q.__delete__(d)
except AttributeError as e:
    print(e)
print(vars(D)['z'].__set__(d, 9))
for args in ((1,), (1, 2, 3)):
    try:
        q.__set__(*args)
    except TypeError as e:
        print('__set__', len(args), repr(str(e)))
for args in ((), (1, 2)):
    try:
        q.__delete__(*args)
    except TypeError as e:
        print('__delete__', len(args), repr(str(e)))
for args in ((), (1, 2, 3)):
    try:
        q.__get__(*args)
    except TypeError as e:
        print('__get__', len(args), repr(str(e)))
