print(2 ** 10, 2 ** -1, (-2) ** 3, (-2) ** -3, 0 ** 0, 10 ** 20, (-8) ** (1 / 3) == (-8) ** (1 / 3))
print(pow(3, 4), pow(3, 4, 5), pow(3, -1, 7), pow(-3, 3, 7), pow(5, -2, 13), pow(2, 0, 1), pow(7, 100, -13))
print(pow(38, -1, 97) * 38 % 97)
for args in [(2, -1, 4), (0, -1, 5), (2, 3, 0)]:
    try:
        print(pow(*args))
    except ValueError as e:
        print("ValueError:", e)
try:
    print(pow(2.0, 3, 5))
except TypeError as e:
    print("TypeError:", e)
try:
    0 ** -1
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
