grid = [
    [1, 2, 3, 4],
    [5, -1, 7, 8],
    [9, 10, 11, 12],
]
for r, row in enumerate(grid):
    for c, v in enumerate(row):
        if v < 0:
            print("negative at", (r, c), "- skipping rest of row")
            break
        if v % 2 == 0:
            continue
        print("odd", v)

target = 11
found = None
for r, row in enumerate(grid):
    for c, v in enumerate(row):
        if v == target:
            found = (r, c)
            break
    else:
        continue
    break
print("found", target, "at", found)

out = []
i = 0
while i < 5:
    i += 1
    j = 0
    while True:
        j += 1
        if j > i:
            break
        if (i + j) % 3 == 0:
            continue
        out.append((i, j))
print(out)
