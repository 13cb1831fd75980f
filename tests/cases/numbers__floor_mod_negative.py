pairs = [(7, 2), (-7, 2), (7, -2), (-7, -2), (0, 3), (1, 7), (-1, 7)]
for a, b in pairs:
    print(f"{a:>3} // {b:>2} = {a // b:>3}   {a:>3} % {b:>2} = {a % b:>3}   divmod = {divmod(a, b)}")
print(7.5 // 2, -7.5 // 2, 7.5 % 2, -7.5 % 2, 7 % -2.5)
print(divmod(-7.5, 2), divmod(9, 3.0))
print(7 / 2, -7 / 2, 6 / 3, 1 / 3, 2 / 3, 10 / 4)
print(type(6 / 3) is float, type(6 // 3) is int, type(6.0 // 3) is float)
print(round(2.5), round(3.5), round(-2.5), round(0.5), round(1.5))
print(round(2.675, 2), round(1234.5678, -2), round(1234, -2), round(-0.4))
print(int(3.9), int(-3.9), int("-0"), int(True))
print(abs(-3), abs(-3.5), abs(0))
print(-2 ** 2, (-2) ** 2, 2 ** -2, 2 ** 0.5, (-8) ** 2, 0 ** 0)
print(10 % 3 == 1, -10 % 3 == 2)
