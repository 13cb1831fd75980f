vals = [0, 1, -1, -2, 2**61 - 1, 2**61, 2**64, -2**64, 10**30, -(10**30), 2**100 + 7, 0.5, -0.5, 1.5, 3.14, 1e300, -1e-300, float('inf'), float('-inf'), 2.0, True, False,
        (), (1,), (1, 2), (1, (2, 3)), (0.5, -1), ((),), (True, None is None), frozenset(), frozenset({1, 2}), frozenset({(1, 2), 3.5}), (frozenset({1}),), 1j, 2+3j]
for i, v in enumerate(vals):
    print(i, hash(v))
