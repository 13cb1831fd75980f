import operator
from functools import reduce

pairs = [(7, 3), (-7, 3), (7.5, 2), (2, 10), (10 ** 20, 7), (True, 5)]
ops = [("add", operator.add), ("sub", operator.sub), ("mul", operator.mul), ("truediv", operator.truediv),
       ("floordiv", operator.floordiv), ("mod", operator.mod), ("pow", operator.pow)]
for a, b in pairs:
    print(a, b, [f(a, b) for _, f in ops])
for a, b in [(12, 10), (-8, 3), (255, 15)]:
    print(operator.and_(a, b), operator.or_(a, b), operator.xor(a, b), operator.lshift(a, 2), operator.rshift(a, 1), operator.invert(a), operator.inv(b))
print(operator.neg(5), operator.pos(-5), operator.abs(-3.5), operator.neg(-0.0), operator.abs(-10 ** 30))
print(operator.index(42), operator.index(True), operator.index(-10 ** 25))
print(reduce(operator.mul, range(1, 11)), reduce(operator.add, ["a", "b", "c"]), reduce(operator.or_, [1, 2, 4, 8]))
print(list(map(operator.sub, [10, 20, 30], [1, 2, 3])), list(map(operator.neg, [1, -2, 3])))
print(sorted([3, -1, 2, -5], key=operator.abs), operator.concat([1, 2], [3]), operator.concat("ab", "cd"), operator.concat((1,), (2,)))


class Vec:
    def __init__(self, *xs):
        self.xs = xs

    def __add__(self, other):
        return Vec(*[a + b for a, b in zip(self.xs, other.xs)])

    def __matmul__(self, other):
        return sum(a * b for a, b in zip(self.xs, other.xs))

    def __neg__(self):
        return Vec(*[-a for a in self.xs])

    def __index__(self):
        return len(self.xs)

    def __repr__(self):
        return f"Vec{self.xs}"


v, w = Vec(1, 2, 3), Vec(4, 5, 6)
print(operator.add(v, w), operator.matmul(v, w), operator.neg(v), operator.index(v))
for name, args in [("truediv", (1, 0)), ("add", (1, "a")), ("matmul", (1, 2)), ("index", (1.5,)), ("mod", (5, 0))]:
    try:
        getattr(operator, name)(*args)
    except (ZeroDivisionError, TypeError) as exc:
        print(name, type(exc) is ZeroDivisionError, exc)
