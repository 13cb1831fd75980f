print(pow(2, 10), pow(2, 0.5), pow(-2, 3), pow(2, -2), pow(0, 0), pow(10, 20))
print(pow(7, 128, 13), pow(123456789, 987654321, 1000000007), pow(3, 0, 5), pow(-3, 3, 7))
print(2 ** 3 ** 2, (2 ** 3) ** 2, -3 ** 2, (-3) ** 3)
print(10 / 3, 10 // 3, 10 % 3, -10 / 3, -10 // 3, -10 % 3)
print(1 / 4 + 1 / 4, 3 / 10 * 3, 9 ** 0.5, 27 ** (1 / 3), 4 ** -0.5)
print(7 // 0.5, 7 % 0.5, 7.0 // 2, 2 ** 63, -2 ** 63, 2 ** 64 // 3)
print(divmod(2 ** 70, 3 ** 20))
n = 123456789
digits = []
while n:
    n, d = divmod(n, 10)
    digits.append(d)
print(digits, sum(digits))
print(round(10 / 3, 4), round(2 / 3, 0), round(-7 / 2), int(-7 / 2), -7 // 2)
print(abs(-2 ** 100), abs(-0.5), max(-1, -1.0), min(0, -0.0))
