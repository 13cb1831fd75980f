from fractions import Fraction as F

a = F(1, 3)
# Mixed with a float, arithmetic gives a float.
print(a + 0.5, 0.5 + a, a - 0.25, 0.25 - a, a * 1.5, 1.5 * a, a / 0.5, 0.5 / a)
print(a // 0.1, 1.0 // a, a % 0.25, 1.0 % a, divmod(F(7, 2), 0.5), divmod(2.5, F(1, 2)))
print(a ** 0.5, 2.0 ** a, F(9, 4) ** F(1, 2), 4 ** F(1, 2), 2 ** F(3), 2 ** F(-2), F(-8) ** F(1, 3))
print(type(a + 0.5) is float, type(a + 1) is F, type(F(3) ** 2) is F)
print(float(F(1, 3)), float(F(10 ** 400, 10 ** 399)), float(F(-7, 2)), int(F(-7, 2)), int(F(7, 2)))
print(F(2 ** 80 + 1, 2 ** 80) - 1, float(F(2 ** 80 + 1, 2 ** 80)))
# With a complex operand, the result is complex.
print(F(1, 2) + 1j, 1j * F(1, 4), F(1, 2) - (1 + 1j), F(1, 2) == 0.5 + 0j, F(1, 3) == complex(1 / 3), F(1, 2) == 0.5 + 1j, F(0) == 0j)
