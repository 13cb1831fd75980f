from fractions import Fraction as F
import math

for f in [F(7, 2), F(5, 2), F(-5, 2), F(-7, 2), F(22, 7), F(-22, 7), F(1, 3), F(0)]:
    print(f, math.floor(f), math.ceil(f), math.trunc(f), int(f), round(f))
print(round(F(22, 7), 2), round(F(22, 7), 0), round(F(12345, 1), -2), round(F(-12355, 10), -1), round(F(1, 8), 2), round(F(3, 8), 2))
print(repr(round(F(22, 7), 3)), repr(round(F(7, 2))), type(round(F(7, 2))) is int)
