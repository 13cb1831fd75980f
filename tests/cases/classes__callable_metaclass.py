# smolagents: Forbidden: Forbidden access to dunder attribute: __mro__
# A metaclass need not be a class: __build_class__ calls any callable with (name, bases, ns,
# **kwargs), after its __prepare__ when it has one (checked to return a mapping, named
# <metaclass> in the error).


def meta(name, bases, ns, **kw):
    print("meta", name, bases, sorted(ns), kw)
    return (name, ns["x"])


class A(metaclass=meta):
    x = 1


print(A)


class B(int, metaclass=meta, flag=True):
    "doc"
    x = 2


print(B)


class WithPrepare:
    def __prepare__(self, name, bases, **kw):
        print("prepare", name, bases, kw)
        return {"seeded": 1}

    def __call__(self, name, bases, ns, **kw):
        print("call", name, sorted(ns), kw)
        return type(name, bases, ns)


C = WithPrepare()


class D(metaclass=C, k=3):
    y = 2

    def f(self):
        return __class__


print(D.seeded, D.y, D().f() is D)


class BadMeta:
    @classmethod
    def __prepare__(*args):
        return None


try:

    class Bar(metaclass=BadMeta()):
        pass

except TypeError as e:
    print("TypeError:", e)


class BadMeta2(type):
    @classmethod
    def __prepare__(*args):
        return None


try:

    class Foo(metaclass=BadMeta2):
        pass

except TypeError as e:
    print("TypeError:", e)


# A callable metaclass that forgets the cell.
def forgetful(name, bases, ns):
    ns = dict(ns)
    del ns["__classcell__"]
    return type(name, bases, ns)


try:

    class E(metaclass=forgetful):
        def f(self):
            return super().f

except RuntimeError as e:
    print("RuntimeError:", e)

try:

    class F(metaclass=int):
        pass

except TypeError as e:
    print("TypeError:", e)


class Plain:
    pass


try:

    class G(Plain, metaclass=int):
        pass

except TypeError as e:
    print("TypeError:", e)


class H(Plain, metaclass=object):
    pass


print(type(H).__name__, H.__mro__[1] is Plain)
