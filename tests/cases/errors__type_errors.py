tests = [lambda: 1 + "a", lambda: "a" + 1, lambda: [] + (), lambda: 1 < "a", lambda: len(1), lambda: None(), lambda: 1[0], lambda: None[0],
         lambda: "a" * "b", lambda: -"a", lambda: ~1.5, lambda: {} + {}, lambda: abs(None), lambda: int(None), lambda: float(None)]
for t in tests:
    try:
        t()
    except TypeError as e:
        print(e)
