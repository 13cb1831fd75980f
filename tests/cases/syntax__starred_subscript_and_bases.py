# PEP 646 (3.11): `x[*a]` indexes with the tuple `(*a,)`; class bases unpack like call arguments.
class Show:
    def __getitem__(self, i):
        return i

    def __setitem__(self, i, v):
        print("set", i, v)

    def __delitem__(self, i):
        print("del", i)


s = Show()
parts = ["a", "b"]
print(s[*parts], s[*()], s[1, *parts], s[*parts, 2], s[*parts, *parts])
s[*parts] = 3
del s[0, *parts]
print({("a", "b"): "found"}[*parts])
try:
    zero, items = [0], [1, 2]
    items[*zero]
except TypeError as e:
    print("TypeError", e)


class A:
    pass


class B:
    pass


bases = (A, B)


class C(*bases):
    pass


class D(A, *[B]):
    pass


print(issubclass(C, A), issubclass(C, B), issubclass(D, B), C.__name__, D.__name__)
