# numbers: the numeric tower's ABCs, with the builtin types registered and user classes
# registering or deriving.
import numbers
from fractions import Fraction
from decimal import Decimal

for v in [3, True, 2.5, 1j, Fraction(1, 3), Decimal("1.5"), "3"]:
    print(repr(v), [isinstance(v, c) for c in (numbers.Number, numbers.Complex, numbers.Real,
                                               numbers.Rational, numbers.Integral)])


class Meters(numbers.Real):
    pass


try:
    Meters()
except TypeError as e:
    print("TypeError:", str(e)[:60])
print(issubclass(int, numbers.Rational), issubclass(float, numbers.Integral))
