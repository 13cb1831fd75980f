# classmethod chains to the wrapped object's own __get__ (3.9-3.12): a class property
# (`@classmethod @property`) reads its getter with the class, also for a class's __doc__.


class A:
    @classmethod
    @property
    def __doc__(cls):
        return "A doc for %r" % cls.__name__

    @classmethod
    @property
    def tag(cls):
        return cls.__name__.lower()


class B(A):
    "First"


class D:
    def __get__(self, obj, owner):
        return ("get", obj.__name__, owner.__name__)


class C:
    d = classmethod(D())
    nog = classmethod(property())


print(A.__doc__, B.__doc__, A.tag, B.tag, A().tag)
print(C.d, C().d)
try:
    C.nog
except AttributeError as e:
    print("AttributeError", e)
