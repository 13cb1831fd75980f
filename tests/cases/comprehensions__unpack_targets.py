pairs = [(1, "one"), (2, "two"), (3, "three")]
print([f"{n}:{w}" for n, w in pairs])
print({w: n for n, w in pairs})

nested = [(1, (2, 3)), (4, (5, 6))]
print([a + b + c for a, (b, c) in nested])

rows = [[1, 2, 3, 4], [5, 6], [7, 8, 9]]
print([(first, rest) for first, *rest in rows])
print([last for *_, last in rows])

records = {"a": [1, 2], "b": [3, 4]}
print([k * x for k, (x, y) in records.items()])
print([(i, ch) for i, ch in enumerate("abc") if i != 1])
print([[x, y] for x, y in [(1, 2)] * 3])
print([x + y for x, y in [(1, 2), (3,)]])
