# The operator and container protocol methods of builtin values (issue 19): the same results
# as the operators, NotImplemented where the type's own method does not handle the operand.
print((1).__add__(2), (1).__add__(2.5), (2.5).__radd__(1), (1).__radd__(2.5))
print((7).__floordiv__(2), (7).__rfloordiv__(20), (2).__pow__(10), (2).__pow__(10, 7), (7).__divmod__(2))
print("ab".__add__("c"), "ab".__mul__(2), [1].__add__([2]), (1, 2).__add__((3,)))
for bad in [lambda: "x".__add__(1), lambda: [1].__add__((2,)), lambda: "ab".__mul__("x")]:
    try:
        bad()
    except TypeError as e:
        print("TypeError", e)
print((1).__eq__(1), (1).__eq__(1.0), (1.0).__eq__(1), "a".__eq__("a"), "a".__lt__(1), (1).__ne__("1"))
print([1, 2].__lt__([1, 3]), {1}.__le__({1, 2}), {1: 2}.__eq__({1: 2}), {1: 2}.__lt__({}))
print((3).__neg__(), (3).__invert__(), (-2.5).__abs__(), (2.7).__int__(), (3).__float__(), (7).__index__())
print((2.5).__round__(), (2.567).__round__(2), (2.5).__floor__(), (2.5).__ceil__(), (-2.5).__trunc__())
print((0).__bool__(), (3).__bool__(), None.__bool__(), range(0).__bool__())
d = {"a": 1}
print(d.__getitem__("a"), d.__contains__("b"), d.__len__())
d.__setitem__("b", 2)
d.__delitem__("a")
print(d, list(d.__iter__()), list(d.__reversed__()))
it = iter([10, 20])
print(it.__next__(), it.__iter__() is it, next(it))
try:
    it.__next__()
except StopIteration:
    print("exhausted")
g = (x * x for x in range(3))
print(g.__next__(), list(g))
l = [1]
r = l.__iadd__([2, 3])
print(r is l, l, l.__mul__(2), l.__rmul__(2))
s = {1, 2}
print(s.__or__({3}), s.__and__({2}), s.__sub__({1}), s.__xor__({2, 5}), s.__rsub__({1, 2, 9}))
print((5).__hash__() == hash(5), ("a", 1).__hash__() == hash(("a", 1)), [].__hash__, {}.__hash__)
print((42).__format__("05d"), "x".__format__(">3"), (3).__str__(), "q".__repr__(), len.__call__([1, 2]))
print(range(5).__getitem__(2), range(5).__contains__(3), range(3).__len__(), "abc".__getitem__(slice(1, None)))
try:
    [].__getitem__(3)
except IndexError as e:
    print("IndexError", e)
