for v in [0.5, 0.1, -2.75, 3.0, 1e20, 0.0, -0.0, 1 / 3]:
    print(v, v.is_integer(), v.as_integer_ratio(), v.hex())
print((2.5).conjugate(), (2.5).real, (2.5).imag)
for bad in [float("inf"), float("nan")]:
    try:
        bad.as_integer_ratio()
    except (OverflowError, ValueError) as e:
        print(repr(e))
print(float("inf").hex(), float("-inf").hex(), float("nan").hex())
n, d = (0.1).as_integer_ratio()
print(n / d == 0.1, d & (d - 1) == 0)
