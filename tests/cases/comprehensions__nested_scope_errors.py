def build():
    rows = [[c for c in range(r)] for r in range(4)]
    return rows


print(build())
print([[(r, c) for c in range(2)] for r in range(2)])

values = [[1, 2], [3], [], [4, 5, 6]]
print([len(v) for v in values])
print([v[0] for v in values if v])
print([v[-1] if v else None for v in values])
print(sum(len(v) for v in values))
print([v[0] for v in values])
