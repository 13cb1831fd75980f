from fractions import Fraction

print(Fraction(1, 2) / Fraction(2, 3))
for bad in [lambda: Fraction(0) ** -1, lambda: Fraction(1, 2) / 0, lambda: Fraction(1, 2) // Fraction(0), lambda: 1 / Fraction(0)]:
    try:
        bad()
    except ZeroDivisionError as e:
        print('ZeroDivisionError:', e)
Fraction(3, 0)
