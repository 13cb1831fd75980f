from fractions import Fraction

class Money(Fraction):
    def dollars(self):
        return f"${float(self):.2f}"

m = Money(25, 4)
print(repr(m), str(m), m.dollars(), isinstance(m, Fraction))
s = m + 1
print(repr(s), type(s) is Fraction, repr(+m), repr(-m), repr(abs(Money(-1, 3))))
print(Money.from_float(0.75), repr(Money.from_float(0.75)), repr(Money('1.25')))
