from fractions import Fraction as F

a, b = F(1, 3), F(2, 5)
print(a < b, a > b, a <= b, a >= b, a == b, a != b)
print(a == F(2, 6), F(1, 2) == 0.5, F(1, 3) == 1 / 3, F(5) == 5, 5 == F(5), F(1, 2) != 0.5)
print(a < 1, 1 < a, a < 0.34, 0.33 < a, F(1, 2) <= 0.5, F(1, 2) >= 0.5)
print(F(1, 2) < float('inf'), F(1, 2) > float('-inf'), F(1, 2) == float('nan'), F(1, 2) < float('nan'), F(1, 2) != float('nan'))
values = [F(3, 4), 0.7, F(2, 3), 1, F(-1, 2), 0, F(7, 10), 2.5, F(5, 2)]
print(sorted(values))
print(min(values), max(values), sorted(values, reverse=True)[:3])
print(F(1, 2) in [0.5], 0.5 in [F(1, 2)], F(3) in (1, 2, 3))
print(sorted([F(n, 7) for n in range(5)] + [F(1, 2)], key=lambda f: -f))
