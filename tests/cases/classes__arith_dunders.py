class Num:
    def __init__(self, v):
        self.v = v
    def __repr__(self):
        return f"Num({self.v!r})"
    def _val(self, other):
        return other.v if isinstance(other, Num) else other
    def __add__(self, o):
        return Num(self.v + self._val(o))
    def __sub__(self, o):
        return Num(self.v - self._val(o))
    def __mul__(self, o):
        return Num(self.v * self._val(o))
    def __truediv__(self, o):
        return Num(self.v / self._val(o))
    def __floordiv__(self, o):
        return Num(self.v // self._val(o))
    def __mod__(self, o):
        return Num(self.v % self._val(o))
    def __pow__(self, o):
        return Num(self.v ** self._val(o))
    def __divmod__(self, o):
        q, r = divmod(self.v, self._val(o))
        return (Num(q), Num(r))

a, b = Num(17), Num(5)
print(a + b, a - b, a * b)
print(a / b, a // b, a % b, a ** Num(2))
print(a + 3, a - 0.5, a * 2)
print(Num(-17) // 5, Num(-17) % 5, Num(7.5) // 2, Num(7.5) % 2)
print(divmod(a, b))
print(Num("ab") + "cd", Num("xy") * 3, Num([1]) + [2])
total = Num(0)
for i in range(1, 5):
    total = total + Num(i) * i
print(total)
print(pow(Num(3), 4))
print(sum([Num(1), Num(2)], Num(10)))
