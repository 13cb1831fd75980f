inf = float("inf")
nan = float("nan")
print(inf + 1, inf - inf, inf * 0, -inf * -1, 1 / inf, inf / inf)
print(7.5 // 2, -7.5 // 2, 7.5 % 2, -7.5 % 2, 7.5 % -2, divmod(-7.5, 2), divmod(7, -2.5))
print(1e308 * 10, -1e308 * 10, 2.0 ** 0.5, (-8.0) ** 2, 2.0 ** -1, 0.0 ** 0)
print(5 % inf, -5 % inf, 5 // inf, -5 // inf)
for expr in [lambda: 1.0 / 0, lambda: 1.0 // 0.0, lambda: 1.0 % 0.0, lambda: divmod(1.0, 0), lambda: 0.0 ** -1, lambda: (-8.0) ** 0.5]:
    try:
        print(expr())
    except (ZeroDivisionError, OverflowError) as e:
        print(repr(e))
print(nan != nan, nan == nan, nan < 1, max(1.0, 2.0), abs(-0.0), -0.0 == 0.0)
print(0.1 * 3, 0.1 + 0.7, 1.1 * 1.1, 1 - 0.9, 3 * 1.1)
