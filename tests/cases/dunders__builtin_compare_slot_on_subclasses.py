# A builtin type's comparison slot, called through the type, compares an instance of a
# subclass by its builtin part (CPython's dict_richcompare and the like check PyDict_Check,
# which a subclass passes), rather than answering NotImplemented.
class D(dict):
    pass


class L(list):
    pass


class T(tuple):
    pass


class S(str):
    pass


class FS(frozenset):
    pass


class I(int):
    pass


print(dict.__eq__(D(), D(a=1)), dict.__eq__(D(a=1), D(a=1)), dict.__ne__({}, D(a=1)))
print(dict.__eq__({"a": 1}, D(a=1)), dict.__eq__(D(a=1), {"a": 2}), dict.__eq__({}, []))
print(list.__eq__(L([1]), L([1])), list.__lt__([1], L([2])), list.__ge__(L([1]), [2]))
print(tuple.__eq__((1,), T((1,))), tuple.__lt__(T((1,)), T((0,))), tuple.__eq__((), []))
print(str.__eq__("a", S("a")), str.__lt__(S("a"), "b"), str.__eq__("a", 1))
print(frozenset.__eq__(frozenset(), FS()), set.__le__({1}, FS({1, 2})))
print(int.__eq__(5, I(5)), int.__lt__(I(4), 5), float.__eq__(1.0, I(1)))


# A subclass overriding __eq__ still gets the builtin comparison from its base.
class E(dict):
    def __eq__(self, other):
        return "E.__eq__"


print(dict.__eq__(E(a=1), E(a=1)), dict.__eq__(E(), {"a": 1}), E() == {})
