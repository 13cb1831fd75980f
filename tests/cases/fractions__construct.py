from fractions import Fraction

print(Fraction(16, -10), Fraction(123), Fraction(), Fraction(0, 5), Fraction(-6, -4))
print(Fraction(Fraction(1, 7), 5), Fraction(Fraction(1, 7), Fraction(2, 3)), Fraction(3, Fraction(3, 4)))
print(Fraction(2.25), Fraction(1.1), Fraction(-0.0), Fraction(1e-5), Fraction(2 ** 70 + 0.0))
print(Fraction(True), Fraction(False, True), Fraction(10 ** 30, 4 * 10 ** 29))
print(Fraction.from_float(0.375), Fraction.from_float(5), Fraction(7, 3).as_integer_ratio())
f = Fraction(-22, 8)
print(f.numerator, f.denominator, f.real, f.imag, f.conjugate(), repr(f), str(f))
print(repr(Fraction(5)), str(Fraction(5)), repr(Fraction(1, 3)), [Fraction(1, 2), Fraction(3)])
print(f"{Fraction(3, 8)} and {Fraction(4, 2)!r}", '%s|%r' % (Fraction(1, 9), Fraction(1, 9)), format(Fraction(2, 7)))
