def f(a, b, c=3):
    return a + b + c
tests = [lambda: f(1), lambda: f(1, 2, 3, 4), lambda: f(1, 2, d=5), lambda: f(1, a=1, b=2), lambda: len(), lambda: len(1, 2),
         lambda: abs(), lambda: divmod(1), lambda: isinstance(1), lambda: sorted(), lambda: zip(1), lambda: enumerate()]
for t in tests:
    try:
        t()
    except TypeError as e:
        print(e)
