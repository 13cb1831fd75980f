# Which protocol methods a value has, as CPython's types have them.
class Plain:
    pass


names = ["__len__", "__iter__", "__next__", "__getitem__", "__add__", "__hash__", "__bool__", "__eq__", "__call__"]
for v in [1, 1.5, "s", [1], (1,), {1: 2}, {1}, range(2), None, Plain()]:
    print(type(v).__name__, [n for n in names if hasattr(v, n)])
print("an iterator", [n for n in names if hasattr(iter([]), n)])
print(hasattr(len, "__call__"), hasattr(Plain, "__call__"), callable(Plain().__eq__))
