GRID = """
534678912
672195348
198342567
859761423
426853791
713924856
961537284
287419635
345286179
"""


def parse(text):
    return [[int(ch) for ch in line] for line in text.split()]


def units(grid):
    for r in range(9):
        yield f"row {r}", grid[r]
    for c in range(9):
        yield f"col {c}", [grid[r][c] for r in range(9)]
    for br in range(0, 9, 3):
        for bc in range(0, 9, 3):
            yield f"box {br // 3},{bc // 3}", [grid[r][c] for r in range(br, br + 3) for c in range(bc, bc + 3)]


def problems(grid):
    for name, cells in units(grid):
        seen = {}
        for v in cells:
            seen[v] = seen.get(v, 0) + 1
        dups = sorted(v for v, n in seen.items() if n > 1)
        if dups:
            yield name, dups


grid = parse(GRID)
issues = list(problems(grid))
print("valid" if not issues else issues)
print("units checked:", sum(1 for _ in units(grid)))
grid[4][4], grid[4][5] = grid[4][5], grid[4][4]
for name, dups in problems(grid):
    print("problem in", name, "duplicates", dups)
grid[0][0] = 9
print(len(list(problems(grid))), "problems after second edit")
print("\n".join(" ".join(str(v) for v in row[:3]) for row in grid[:3]))
print(grid[9][0])
