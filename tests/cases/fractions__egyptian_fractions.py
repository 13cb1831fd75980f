from fractions import Fraction
import math

def egyptian(f):
    # Greedy (Fibonacci-Sylvester) expansion into distinct unit fractions.
    parts = []
    while f.numerator != 0:
        d = math.ceil(Fraction(f.denominator, f.numerator))
        parts.append(Fraction(1, d))
        f -= Fraction(1, d)
    return parts

for f in [Fraction(4, 13), Fraction(5, 6), Fraction(7, 15), Fraction(2, 3), Fraction(11, 12), Fraction(3, 7)]:
    parts = egyptian(f)
    print(f, '=', ' + '.join(str(p) for p in parts), sum(parts) == f)
