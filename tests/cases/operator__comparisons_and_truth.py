import operator

values = [1, 2, 2.0, "a", None, [], [0], (), 0.0]
for a, b in [(1, 2), (2, 2.0), (3, 1), ("a", "b"), ([1, 2], [1, 3]), ((1,), (1,)), ({1}, {1, 2})]:
    print(repr(a), repr(b), operator.lt(a, b), operator.le(a, b), operator.eq(a, b), operator.ne(a, b), operator.ge(a, b), operator.gt(a, b))
print([operator.truth(v) for v in values])
print([operator.not_(v) for v in values])
x = [1]
y = [1]
print(operator.is_(x, x), operator.is_(x, y), operator.is_not(x, y), operator.is_(None, None), operator.is_not(x, x))


class Version:
    def __init__(self, text):
        self.parts = tuple(int(p) for p in text.split("."))
        self.text = text

    def __lt__(self, other):
        return self.parts < other.parts

    def __eq__(self, other):
        return self.parts == other.parts

    def __le__(self, other):
        return self.parts <= other.parts

    def __repr__(self):
        return self.text


vs = [Version(t) for t in ["1.10.0", "1.2.3", "1.2.10", "0.9"]]
print(sorted(vs), operator.lt(vs[1], vs[2]), operator.gt(vs[0], vs[1]), operator.eq(Version("1.0"), Version("1.0")), operator.ne(vs[0], vs[0]))
print(operator.le(vs[3], vs[3]), operator.ge(vs[2], vs[1]))
print(list(filter(operator.truth, [0, 1, "", "x", None, [0]])))
print(operator.eq(float("nan"), float("nan")), operator.ne(1, 1.0), operator.lt(-0.0, 0.0))
try:
    operator.lt(1, "a")
except TypeError as exc:
    print(exc)
try:
    operator.ge([1], 5)
except TypeError as exc:
    print(exc)
