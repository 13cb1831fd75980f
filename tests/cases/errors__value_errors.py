tests = [lambda: int("x"), lambda: float("y"), lambda: int("12", 50), lambda: [].index(1), lambda: "abc".index("z"), lambda: chr(-5),
         lambda: range(1, 2, 0), lambda: (1, 2).index(3), lambda: int("1.0"), lambda: "{}".format(), lambda: "x".split("")]
for t in tests:
    try:
        t()
    except (ValueError, IndexError) as e:
        print(type(e) is ValueError, e)
