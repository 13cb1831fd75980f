# __init_subclass__ is found past builtin bases; a metaclass's __setattr__/__delattr__ handle
# class attribute assignment and deletion; type(name, bases, ns) uses the bases' metaclass and
# runs its __init__, __init_subclass__ and __set_name__; a user __delattr__ handles del;
# super(C, cls).prop gives the property object itself.
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e), e)
class Plugin:
    registry = []
    def __init_subclass__(cls, **kw):
        Plugin.registry.append(cls)
        print('init_subclass', cls, kw)
class A(dict, Plugin): pass
class B(Plugin, tag=1): pass
print(Plugin.registry)
class Meta(type):
    def __setattr__(cls, name, value):
        print('meta setattr', name, value)
        cls.log.append(('set', name))
    def __delattr__(cls, name):
        print('meta delattr', name)
        cls.log.append(('del', name))
class C(metaclass=Meta):
    x = 1
    log = []
C.y = 2
t(lambda: C.y)
del C.x
print(C.x)
print(C.log)
class Meta2(type):
    def __init__(cls, name, bases, ns):
        print('Meta2 init', name)
class Base(metaclass=Meta2): pass
D = type('D', (Base,), {'z': 3})
print(type(D), D.z)
class G:
    def __delattr__(self, name):
        print('delattr', name)
g = G()
g.q = 1
del g.q
print(g.q)
setattr(g, 'r', 5)
delattr(g, 'r')
print(g.r)
class P:
    @property
    def prop(self): return 'P.prop'
class Q(P):
    @classmethod
    def get(cls): return super(Q, cls).prop
t(lambda: isinstance(Q.get(), property))
class Q2(P):
    def get(self): return super().prop
t(lambda: Q2().get())

class Named:
    def __set_name__(self, owner, name):
        print('set_name', owner, name)

class Hooked:
    def __init_subclass__(cls, **kw):
        print('hook', cls, kw)

E = type('E', (Hooked,), {'attr': Named()})
print(E, E.attr is not None)

class Frozen:
    def __init__(self):
        self.ready = True
    def __setattr__(self, name, value):
        if getattr(self, 'ready', False):
            raise AttributeError(f'cannot set {name}')
        print('allowed', name)
    def __delattr__(self, name):
        raise AttributeError(f'cannot delete {name}')

fz = Frozen()
for action in (lambda: setattr(fz, 'x', 1), lambda: delattr(fz, 'x')):
    try:
        action()
    except AttributeError as e:
        print('AttributeError', e)
