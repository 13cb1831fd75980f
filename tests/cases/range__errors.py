for args in [(), (1, 2, 3, 4), (0, 10, 0), (1.5,), ("a",), (1, None)]:
    try:
        print(range(*args))
    except (TypeError, ValueError) as e:
        print(repr(e))
r = range(3)
for f in [lambda: r[3], lambda: r["a"], lambda: r + r, lambda: r * 2, lambda: hash(r) == hash(range(3))]:
    try:
        print(f())
    except Exception as e:
        print(repr(e))
