# smolagents: Forbidden: Forbidden access to dunder attribute: __isabstractmethod__
# abc's deprecated abstractclassmethod, abstractstaticmethod and abstractproperty are subclasses
# of classmethod, staticmethod and property, which bind as the descriptor they hold; a class or
# static method answers its function's __isabstractmethod__.
import abc
@abc.abstractclassmethod
def foo(cls): pass
print(foo.__isabstractmethod__)
@classmethod
def bar(cls): pass
print(getattr(bar, "__isabstractmethod__", False), staticmethod(abc.abstractmethod(lambda: 1)).__isabstractmethod__)
class C(metaclass=abc.ABCMeta):
    @abc.abstractclassmethod
    def foo(cls): return cls.__name__
    @abc.abstractstaticmethod
    def st(): return 3
    @abc.abstractproperty
    def pr(self): return 5
try: C()
except TypeError as e: print(e)
class D(C):
    @classmethod
    def foo(cls): return super().foo()
    @staticmethod
    def st(): return 4
    @property
    def pr(self): return super().pr
print(D.foo(), D().foo(), D.st(), D().pr, type(C.pr).__name__, C.st(), C.foo())
class CM(classmethod): pass
class E:
    @CM
    def f(cls): return cls.__name__
print(E.f(), E().f(), type(E.__dict__['f']).__name__)
