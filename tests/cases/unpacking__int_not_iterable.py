values = [[1, 2], (3, 4), "ab"]
for v in values:
    first, second = v
    print(first, second)
a, b = 5
