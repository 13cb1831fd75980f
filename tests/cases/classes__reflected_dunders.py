class Meters:
    def __init__(self, v):
        self.v = v
    def __repr__(self):
        return f"{self.v}m"
    def __add__(self, o):
        return self._add(o)
    def _add(self, o):
        if isinstance(o, Meters):
            return Meters(self.v + o.v)
        if isinstance(o, (int, float)):
            return Meters(self.v + o)
        return NotImplemented
    def __radd__(self, o):
        print("  __radd__ called with", o)
        return self._add(o)
    def __sub__(self, o):
        return Meters(self.v - (o.v if isinstance(o, Meters) else o))
    def __rsub__(self, o):
        return Meters(o - self.v)
    def __mul__(self, k):
        return Meters(self.v * k)
    def __rmul__(self, k):
        return Meters(k * self.v)
    def __rtruediv__(self, o):
        return f"{o} / {self.v}m"
    def __rfloordiv__(self, o):
        return f"{o} // {self.v}m"
    def __rmod__(self, o):
        return f"{o} % {self.v}m"
    def __rpow__(self, o):
        return f"{o} ** {self.v}m"
    def __rmatmul__(self, o):
        return f"{o} @ {self.v}m"

m = Meters(5)
print(m + 2)
print(2 + m)
print(10 - m, m - 1)
print(3 * m, m * 3)
print(1 / m, 7 // m, 9 % m, 2 ** m)
print(sum([Meters(1), Meters(2), Meters(3)]))

class Left:
    def __add__(self, o):
        return "Left.__add__"
class Right:
    def __radd__(self, o):
        return "Right.__radd__"
class RightSub(Left):
    def __radd__(self, o):
        return "RightSub.__radd__ (subclass wins)"

print(Left() + Right())
print(Left() + RightSub())
print(5 + Right())
