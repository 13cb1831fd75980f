from fractions import Fraction as F

a, b = F(1, 3), F(5, 7)
print(a + b, a - b, a * b, a / b, a // b, a % b, divmod(a, b))
print(b // a, b % a, divmod(b, a), divmod(-b, a), -b // a, -b % a)
print(a ** 2, a ** -2, (-a) ** 3, (-a) ** -3, F(0) ** 0, F(2, 3) ** 0)
print(a + 1, 1 + a, a - 1, 1 - a, a * 3, 3 * a, a / 4, 4 / a, 7 // a, 7 % a, divmod(7, F(2, 3)))
print(abs(F(-3, 4)), -F(3, 4), +F(3, 4), bool(F(0)), bool(F(1, 99)))
total = F(0)
for n in range(1, 21):
    total += F(1, n * (n + 1))
print("telescoping:", total)
h = sum(F(1, k) for k in range(1, 16))
print("H15 =", h, h.numerator.bit_length())
x = F(10 ** 20, 3) + F(1, 10 ** 20)
print(x, x * 3, x - x, x / x)
acc = F(1)
for _ in range(5):
    acc = acc * F(3, 2) - F(1, 4)
print(acc, float(acc))
