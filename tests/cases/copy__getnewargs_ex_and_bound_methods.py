# copy and deepcopy make an instance through __getnewargs_ex__'s keywords (copyreg's
# __newobj_ex__) and check what it returns; a deep copy's bound method binds the copy.
# smolagents: Forbidden: Forbidden call to dunder function: __new__
import copy


class C(int):
    def __new__(cls, *, foo):
        self = int.__new__(cls)
        self.foo = foo
        return self

    def __getnewargs_ex__(self):
        return (), {"foo": self.foo}

    def __eq__(self, other):
        return self.foo == other.foo


x = C(foo=42)
for f in (copy.copy, copy.deepcopy):
    y = f(x)
    print(type(y).__name__, y == x, y is x, y.foo, int(y))


class P:
    def __new__(cls, a, *, b):
        self = object.__new__(cls)
        self.args = (a, b)
        return self

    def __getnewargs_ex__(self):
        return self.args[:1], {"b": self.args[1]}


p = copy.deepcopy(P([1], b=[2]))
print(p.args)


class Bad:
    def __init__(self, result):
        self.result = result

    def __getnewargs_ex__(self):
        return self.result


for result in [[(), {}], ((),), ([], {}), ((), [])]:
    try:
        copy.copy(Bad(result))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)


class Foo:
    def m(self):
        return self


f = Foo()
f.b = f.m
g = copy.deepcopy(f)
print(g.m == g.b, g.b.__self__ is g, g.b() is g, g.b == f.b)
