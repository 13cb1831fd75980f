tests = [lambda: 1 / 0, lambda: 1 // 0, lambda: 1 % 0, lambda: divmod(1, 0), lambda: 1.0 / 0, lambda: 1 % 0.0, lambda: 0 ** -1, lambda: pow(0, -2),
         lambda: 10**30 / 0, lambda: 10**30 // 0, lambda: 2 / 0.0, lambda: 0.0 ** -1.0]
for t in tests:
    try:
        t()
    except ZeroDivisionError as e:
        print(repr(e), isinstance(e, ArithmeticError))
