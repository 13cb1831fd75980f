# smolagents: Forbidden: Forbidden access to dunder attribute: __isabstractmethod__
# partialmethod and singledispatchmethod report whether what they wrap is abstract
# (`__isabstractmethod__`).
import abc
import functools


class Abstract(abc.ABCMeta):
    @abc.abstractmethod
    def add(self, x, y):
        pass

    add5 = functools.partialmethod(add, 5)


print(Abstract.add.__isabstractmethod__, Abstract.add5.__isabstractmethod__)
print(Abstract.__dict__["add5"].__isabstractmethod__)


class A:
    def nothing(self):
        return self

    def method(self, *args):
        return args

    both = functools.partialmethod(method, 1)
    over_partial = functools.partialmethod(functools.partial(method, 1), 2)
    static = functools.partialmethod(staticmethod(capture := lambda *a: a), 1)
    cls = functools.partialmethod(classmethod(lambda c, *a: (c, a)), 5)


a = A()
print(a.both(2), a.cls(6)[1])
print(hasattr(A.both, "__self__"), A.both(a, 3))
for f in [A.static, A.cls, A.over_partial, A.both]:
    print(getattr(f, "__isabstractmethod__", False))


class D(metaclass=abc.ABCMeta):
    @functools.singledispatchmethod
    @abc.abstractmethod
    def add(self, x, y):
        pass


print(D.__dict__["add"].__isabstractmethod__)
try:
    D()
except TypeError as e:
    print("TypeError", e)


class E:
    @functools.singledispatchmethod
    def f(self, x):
        return "base"


print(E.__dict__["f"].__isabstractmethod__)
