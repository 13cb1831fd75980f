for v in [0.5, 1.5, 2.5, 3.5, -0.5, -1.5, -2.5, 2.675, 0.125, 0.375, 1.005, 2.5e-5, 123.456, -123.456, 1e20]:
    print(v, round(v), round(v, 1), round(v, 2), round(v, -1), round(v, 0))
print(round(1234.5678, -2), round(-1234.5678, -3), round(5e-324, 400), round(1.5, None))
print(type(round(2.5)) is int, type(round(2.5, 0)) is float)
for bad in [float("inf"), float("nan")]:
    try:
        round(bad)
    except (OverflowError, ValueError) as e:
        print(repr(e))
print(round(float("inf"), 2), round(float("nan"), 1))
