for r in [range(5), range(2, 8), range(0, 20, 3), range(10, 0, -2), range(5, 5), range(5, 0), range(-3, 3), range(0, -10, -3)]:
    print(r, list(r), len(r), bool(r))
print(repr(range(1, 2, 1)), str(range(3)), range(0, 5, 1) == range(5), range(0) == range(5, 2), range(0, 3, 2) == range(0, 4, 2))
