# A zero base to an infinite power: inf for -inf (CPython's float_pow handles an infinite
# exponent before the zero-base rule), 0 for inf; a finite negative power is still an error.
# An infinite base to a fractional power is real: -inf**0.5 is inf, not complex.
INF = float("inf")
NAN = float("nan")
for a in (0.0, -0.0):
    for b in (-INF, INF, -1.0, -2.0, -0.5, -3, NAN):
        for label, op in (("pow", pow), ("**", lambda x, y: x**y)):
            try:
                print(a, b, label, op(a, b))
            except ZeroDivisionError as e:
                print(a, b, label, "ZeroDivisionError", e)
print(0.0**-INF, 1.0**-INF, 0.5**-INF, 2.0**-INF, (-0.5) ** -INF)
for a in (-INF, INF):
    for b in (-1.5, -0.5, 0.5, 1.5, -3.0, 3.0, -2.0, 2.0, -INF, INF):
        print(a, b, pow(a, b), a**b)
