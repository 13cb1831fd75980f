import operator

a = [1, 2]
b = operator.iadd(a, [3, 4])
print(a, b is a)
t = (1, 2)
t2 = operator.iadd(t, (3,))
print(t, t2, t2 is t)
s = {1, 2, 3}
operator.iand(s, {2, 3, 4})
print(sorted(s))
operator.ior(s, {9})
operator.ixor(s, {2, 10})
print(sorted(s))
d = {"a": 1}
operator.ior(d, {"b": 2})
print(d)
n = 10
print(operator.isub(n, 3), operator.imul(n, 3), operator.itruediv(n, 4), operator.ifloordiv(n, 4), operator.imod(n, 4), operator.ipow(n, 3), operator.ilshift(n, 2), operator.irshift(n, 1), operator.iand(n, 6), operator.ior(n, 5), operator.ixor(n, 15), n)
lst = [0]
print(operator.imul(lst, 3), lst, operator.iconcat([1], [2]), operator.iconcat("ab", "c"))


class Counter:
    def __init__(self):
        self.n = 0
        self.log = []

    def __iadd__(self, k):
        self.n += k
        self.log.append(f"+{k}")
        return self

    def __isub__(self, k):
        self.n -= k
        self.log.append(f"-{k}")
        return self

    def __imatmul__(self, k):
        self.log.append(f"@{k}")
        return self

    def __mul__(self, k):
        return f"mul fallback {k}"


c = Counter()
for op, k in [(operator.iadd, 5), (operator.isub, 2), (operator.iadd, 10), (operator.imatmul, 1)]:
    c = op(c, k)
print(c.n, c.log, operator.imul(c, 3))
for call in [lambda: operator.iconcat(1, 2), lambda: operator.itruediv(1, 0), lambda: operator.iconcat(range(2), [1])]:
    try:
        call()
    except (TypeError, ZeroDivisionError) as exc:
        print(exc)
