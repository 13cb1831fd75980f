a = 3 ** 200
b = 7 ** 150 + 12345
print(a + b)
print(a - b)
print(a * b % 10**40)
print(a // b, a % b)
print(-a // b, -a % b)
print(a ** 2 % 1000000007)
print(pow(a, 12345, 10**9 + 7))
print(a >> 100, a << 3 & 0xFFFF, a & b & 0xFFFFFFFF, (a | b) % 1000, (a ^ b) % 1000)
print(~a % 97, -a >> 200, (-a) & 0xFF)
f = 1
for i in range(1, 60):
    f *= i
print(f, len(str(f)), sum(int(c) for c in str(f)))
print(a / b, b / a, (10**400) / (10**399))
