tests = [lambda: 0j ** -1, lambda: int(1j), lambda: float(2 + 0j),
         lambda: round(1j), lambda: 1j > 0, lambda: complex("1+2j", 1), lambda: abs(1j) + "x", lambda: [1j].sort() or sorted([1j, 2j])]
for t in tests:
    try:
        print(t())
    except Exception as e:
        print(repr(e))
