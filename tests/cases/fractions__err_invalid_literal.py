from fractions import Fraction

for bad in [lambda: Fraction([1]), lambda: Fraction(1.5, 2), lambda: Fraction(float('nan')), lambda: Fraction(float('inf')),
            lambda: Fraction.from_float('x'), lambda: Fraction(1, 2).limit_denominator(0), lambda: Fraction(1, 2) + 'a',
            lambda: Fraction(1, 2) < 'a']:
    try:
        bad()
    except (TypeError, ValueError, OverflowError) as e:
        print(repr(e))
Fraction('1/2/3')
