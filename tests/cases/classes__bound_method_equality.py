# Two bound methods are equal when they bind the same object (by identity) to equal
# functions, and equal methods hash alike (CPython's meth_richcompare and meth_hash).
# smolagents: Forbidden: Forbidden call to dunder function: __get__
class Foo:
    def m(self):
        pass

    def n(self):
        pass


class Eq:
    def __eq__(self, other):
        return True

    __hash__ = object.__hash__

    def m(self):
        pass


f, g = Foo(), Foo()
print(f.m == f.m, f.m != f.m, f.m == f.n, f.m == g.m, f.m is f.m)
print(hash(f.m) == hash(f.m), len({f.m, f.m, f.n, g.m}), f.m in [f.m], {f.m: 1}[f.m])
a, b = Eq(), Eq()
print(a == b, a.m == b.m, a.m == a.m)
bound = f.m
f.b = f.m
print(f.b == f.m, bound == Foo.m.__get__(f), f.m == Foo.m)
