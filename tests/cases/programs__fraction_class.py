def gcd(a, b):
    while b:
        a, b = b, a % b
    return abs(a)

class Fraction:
    def __init__(self, num, den=1):
        if den == 0:
            raise ZeroDivisionError(f"Fraction({num}, 0)")
        if den < 0:
            num, den = -num, -den
        g = gcd(num, den) or 1
        self.num, self.den = num // g, den // g

    @staticmethod
    def _coerce(o):
        if isinstance(o, Fraction):
            return o
        if isinstance(o, int):
            return Fraction(o)
        return None

    def __add__(self, o):
        o = self._coerce(o)
        if o is None:
            return NotImplemented
        return Fraction(self.num * o.den + o.num * self.den, self.den * o.den)

    def __radd__(self, o):
        return self + o

    def __sub__(self, o):
        o = self._coerce(o)
        if o is None:
            return NotImplemented
        return Fraction(self.num * o.den - o.num * self.den, self.den * o.den)

    def __rsub__(self, o):
        return Fraction(o) - self

    def __mul__(self, o):
        o = self._coerce(o)
        if o is None:
            return NotImplemented
        return Fraction(self.num * o.num, self.den * o.den)

    def __rmul__(self, o):
        return self * o

    def __truediv__(self, o):
        o = self._coerce(o)
        return Fraction(self.num * o.den, self.den * o.num)

    def __rtruediv__(self, o):
        return Fraction(o) / self

    def __neg__(self):
        return Fraction(-self.num, self.den)

    def __abs__(self):
        return Fraction(abs(self.num), self.den)

    def __eq__(self, o):
        o = self._coerce(o)
        return o is not None and (self.num, self.den) == (o.num, o.den)

    def __lt__(self, o):
        o = self._coerce(o)
        return self.num * o.den < o.num * self.den

    def __le__(self, o):
        return self == o or self < o

    def __hash__(self):
        return hash((self.num, self.den))

    def __float__(self):
        return self.num / self.den

    def __repr__(self):
        return f"Fraction({self.num}, {self.den})"

    def __str__(self):
        return str(self.num) if self.den == 1 else f"{self.num}/{self.den}"

half, third = Fraction(1, 2), Fraction(1, 3)
print(half + third, half - third, half * third, half / third)
print(1 + half, 1 - third, 3 * third, 1 / third, -half, abs(Fraction(-3, 4)))
print(Fraction(6, -8), Fraction(0, 5), repr(Fraction(10, 4)))
print(half == Fraction(2, 4), half == 1, Fraction(4, 2) == 2, half < third, third <= half)
harmonic = sum(Fraction(1, n) for n in range(1, 7))
print("H6 =", harmonic, float(harmonic))
print(sorted([Fraction(3, 4), Fraction(1, 8), Fraction(2, 3), Fraction(1, 2)]))
print(len({Fraction(1, 2), Fraction(2, 4), Fraction(3, 6), Fraction(1, 3)}))
egypt, rest = [], Fraction(7, 15)
while rest.num:
    d = -(-rest.den // rest.num)
    egypt.append(Fraction(1, d))
    rest = rest - Fraction(1, d)
print("7/15 =", " + ".join(str(f) for f in egypt))
try:
    Fraction(1, 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
