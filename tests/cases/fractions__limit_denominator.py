from fractions import Fraction
import math

pi = Fraction(math.pi)
print(pi)
for d in [1, 2, 7, 10, 100, 113, 1000, 10 ** 5, 10 ** 7]:
    print(d, pi.limit_denominator(d))
print(Fraction('3.141592653589793').limit_denominator(10), Fraction(4321, 8765).limit_denominator(10000))
print(Fraction(0.1).limit_denominator(), Fraction(1.1).limit_denominator(), Fraction(-0.3).limit_denominator(10))
print(Fraction(math.sqrt(2)).limit_denominator(1000), Fraction(math.e).limit_denominator(500))
print(Fraction(3, 2).limit_denominator(1), Fraction(5, 2).limit_denominator(1), Fraction(7, 2).limit_denominator(1))
