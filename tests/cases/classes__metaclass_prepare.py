# A metaclass's __prepare__ makes the namespace the class body runs in: the body's names
# are stored, read and deleted through it, the class gets a copy in a real dict, and the
# namespace object itself reaches the metaclass's __new__ and __init__.
# smolagents: Forbidden: Forbidden call to dunder function: __prepare__
import collections


class Recording(dict):
    def __init__(self):
        super().__init__()
        self.log = []

    def __setitem__(self, key, value):
        self.log.append(("set", key))
        super().__setitem__(key, value)

    def __getitem__(self, key):
        self.log.append(("get", key))
        return super().__getitem__(key)

    def __delitem__(self, key):
        self.log.append(("del", key))
        super().__delitem__(key)


class Meta(type):
    @classmethod
    def __prepare__(mcls, name, bases, **kwargs):
        print("prepare", mcls.__name__, name, bases, sorted(kwargs))
        return Recording()

    def __new__(mcls, name, bases, ns, **kwargs):
        print("new", type(ns).__name__, ns.log)
        cls = super().__new__(mcls, name, bases, ns)
        cls.ns = ns
        return cls

    def __init__(cls, name, bases, ns, **kwargs):
        print("init", type(ns).__name__, name, sorted(kwargs))
        super().__init__(name, bases, ns)


class A(metaclass=Meta, flag=1):
    "A docstring."
    x = 1
    y = x + 1
    tmp = 3
    del tmp
    z: int = 5

    def method(self):
        return "m"

    def __repr__(self):
        return "<A>"


print(A.__doc__, A.x, A.y, A.z, A.__qualname__, A.__module__, hasattr(A, "tmp"))
print(A.__annotations__, A().method())
print(type(A.ns).__name__, sorted(k for k in A.ns if not k.startswith("__")))


class B(A):
    w = 9


print(B.w, B.x, type(B).__name__)


# Duplicate-name detection, a classic use of __prepare__.
class NoDupes(dict):
    def __setitem__(self, key, value):
        if key in self and not key.startswith("__"):
            raise TypeError(f"duplicate name {key!r}")
        super().__setitem__(key, value)


class NoDupesMeta(type):
    def __prepare__(name, bases):
        return NoDupes()


try:

    class C(metaclass=NoDupesMeta):
        a = 1
        a = 2

except TypeError as e:
    print("TypeError", e)


class D(metaclass=NoDupesMeta):
    a = 1
    b = 2


print(D.a, D.b, type(D).__name__)


# An OrderedDict namespace; a missing name falls back to the globals and builtins.
class OrderedMeta(type):
    @classmethod
    def __prepare__(mcls, name, bases):
        return collections.OrderedDict()

    def __new__(mcls, name, bases, ns):
        cls = super().__new__(mcls, name, bases, dict(ns))
        cls.order = [k for k in ns if not k.startswith("__")]
        return cls


class E(metaclass=OrderedMeta):
    zeta = len("abc")
    alpha = 2
    mid = zeta + alpha


print(E.order, E.mid)


# __missing__ of the namespace answers a name the body does not define.
class Auto(dict):
    def __missing__(self, key):
        if key.startswith("auto_"):
            return key.upper()
        raise KeyError(key)


class AutoMeta(type):
    @classmethod
    def __prepare__(mcls, name, bases):
        return Auto()


class F(metaclass=AutoMeta):
    v = auto_value
    n = len


print(F.v, F.n is len)


# __prepare__ through super(): type.__prepare__ makes a plain dict.
class SuperPrep(type):
    @classmethod
    def __prepare__(mcls, name, bases, **kw):
        ns = super().__prepare__(name, bases, **kw)
        print("type.__prepare__ gave", type(ns).__name__, ns)
        ns["injected"] = 42
        return ns


class G(metaclass=SuperPrep):
    pass


print(G.injected, type.__prepare__("x", ()), type.__prepare__())


# Errors, as CPython's.
class BadPrep(type):
    @classmethod
    def __prepare__(mcls, name, bases):
        return 42


try:

    class H(metaclass=BadPrep):
        pass

except TypeError as e:
    print("TypeError", e)


class NotADict:
    def __init__(self):
        self.d = {}

    def __getitem__(self, k):
        return self.d[k]

    def __setitem__(self, k, v):
        self.d[k] = v


class MappingPrep(type):
    @classmethod
    def __prepare__(mcls, name, bases):
        return NotADict()


try:

    class I(metaclass=MappingPrep):
        x = 1

except TypeError as e:
    print("TypeError", e)


class MappingNew(MappingPrep):
    def __new__(mcls, name, bases, ns):
        return super().__new__(mcls, name, bases, dict(ns.d))


class J(metaclass=MappingNew):
    x = 1
    y = x * 2


print(J.x, J.y)


class Deleting(dict):
    pass


class DelMeta(type):
    @classmethod
    def __prepare__(mcls, name, bases):
        return Deleting()


try:

    class K(metaclass=DelMeta):
        del missing

except NameError as e:
    print("NameError", e)


class QualMeta(type):
    @classmethod
    def __prepare__(mcls, name, bases):
        return {"__qualname__": "ignored"}


class L(metaclass=QualMeta):
    pass


print(L.__qualname__)


try:

    class BadQual(metaclass=QualMeta):
        __qualname__ = 5

except TypeError as e:
    print("TypeError", e)
