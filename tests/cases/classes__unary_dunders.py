class Vec:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __repr__(self):
        return f"Vec({self.x}, {self.y})"
    def __neg__(self):
        return Vec(-self.x, -self.y)
    def __pos__(self):
        return Vec(+self.x, +self.y)
    def __abs__(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5
    def __invert__(self):
        return Vec(self.y, self.x)

v = Vec(3, -4)
print(-v, +v, abs(v), ~v)
print(-(-v), ~~v, abs(-v))

class Money:
    def __init__(self, cents):
        self.cents = cents
    def __neg__(self):
        return Money(-self.cents)
    def __abs__(self):
        return Money(abs(self.cents))
    def __pos__(self):
        return Money(round(self.cents, -1))
    def __str__(self):
        sign = "-" if self.cents < 0 else ""
        c = abs(self.cents)
        return f"{sign}${c // 100}.{c % 100:02d}"

m = Money(-1234)
print(m, -m, abs(m), +m, +Money(1236))

class Counter:
    def __init__(self):
        self.calls = []
    def __neg__(self):
        self.calls.append("neg")
        return self
    def __pos__(self):
        self.calls.append("pos")
        return self
    def __invert__(self):
        self.calls.append("inv")
        return self

c = Counter()
r = -+~-c
print(c.calls, r is c)
print(-True, +False, ~True, abs(-2.5), ~5, -(-0))
