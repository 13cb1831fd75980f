MAZE = """
##########
#S.....#.#
#.##.#.#.#
#.#..#...#
#.#.####.#
#...#...E#
###.#.####
#.....#..#
##########
"""


def load(text):
    grid = [list(line) for line in text.strip().splitlines()]
    start = end = None
    for r, row in enumerate(grid):
        for c, ch in enumerate(row):
            if ch == "S":
                start = (r, c)
            elif ch == "E":
                end = (r, c)
    return grid, start, end


def solve(grid, start, end):
    came_from = {start: None}
    queue = [start]
    while queue:
        cur = queue.pop(0)
        if cur == end:
            break
        r, c = cur
        for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
            nxt = (r + dr, c + dc)
            if grid[nxt[0]][nxt[1]] != "#" and nxt not in came_from:
                came_from[nxt] = cur
                queue.append(nxt)
    if end not in came_from:
        return None
    path = []
    node = end
    while node is not None:
        path.append(node)
        node = came_from[node]
    return path[::-1], len(came_from)


grid, start, end = load(MAZE)
print("start", start, "end", end, "size", len(grid), "x", len(grid[0]))
path, explored = solve(grid, start, end)
print("path length:", len(path) - 1, "explored:", explored)
for r, c in path[1:-1]:
    grid[r][c] = "*"
print("\n".join("".join(row) for row in grid))
moves = []
for (r1, c1), (r2, c2) in zip(path, path[1:]):
    moves.append({(0, 1): "R", (1, 0): "D", (0, -1): "L", (-1, 0): "U"}[(r2 - r1, c2 - c1)])
print("moves:", "".join(moves))
compressed = []
for m in moves:
    if compressed and compressed[-1][0] == m:
        compressed[-1][1] += 1
    else:
        compressed.append([m, 1])
print(" ".join(f"{m}{n}" for m, n in compressed))
