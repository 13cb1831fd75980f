a = 3 + 4j
b = 1 - 2j
print(a + b, a - b, a * b, a / b, -a, +a, a ** 2, a ** 0, a * 2, 2 / a, a + 1.5, 1 - a)
print(abs(a), abs(b), abs(3j), a.conjugate(), a == 3 + 4j, a != b, (1 + 0j) == 1, 2j * 2j)
print((1j) ** 2, (2 + 0j) ** 3, pow(1j, 4))
try:
    print(a / 0)
except ZeroDivisionError as e:
    print(repr(e))
try:
    print(a < b)
except TypeError as e:
    print(repr(e))
