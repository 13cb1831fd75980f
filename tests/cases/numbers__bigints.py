print(2 ** 200)
print(-(2 ** 100) + 1)
f = 1
for i in range(1, 31):
    f *= i
print("30! =", f)
print(len(str(f)), sum(int(d) for d in str(f)))
big = 10 ** 30 + 7
print(big // 12345, big % 12345, divmod(big, 10 ** 15))
print((2 ** 64) * (2 ** 64) == 2 ** 128)
print(2 ** 64 - 1, hex(2 ** 64 - 1), bin(2 ** 10))
print(int("123456789012345678901234567890") * 3)
print(pow(3, 100), pow(3, 100, 1000007), pow(2, -1))
print(-(7 ** 25) // 3, -(7 ** 25) % 3)
print(abs(-(10 ** 25)), max(2 ** 70, 3 ** 44))
print(2 ** 100 > 1e30, 2 ** 100 < 1e31, float(2 ** 100))
print((10 ** 20) / (10 ** 10))
a, b = 2 ** 89 - 1, 2 ** 61 - 1
while b:
    a, b = b, a % b
print("gcd", a)
print(1 << 100, (1 << 100) >> 98, (2 ** 100) & 0xFF, (2 ** 100 - 1) & (2 ** 50))
print(int("ff", 16), int("777", 8), int("-101", 2), int("  42  "), int("1_000"))
