from queue import Queue

grid = """S..#....
.#.#.##.
.#...#..
.####.#.
......#E""".splitlines()
rows, cols = len(grid), len(grid[0])
start = next((r, c) for r in range(rows) for c in range(cols) if grid[r][c] == 'S')
goal = next((r, c) for r in range(rows) for c in range(cols) if grid[r][c] == 'E')
prev = {start: None}
frontier = Queue()
frontier.put(start)
while not frontier.empty():
    cur = frontier.get()
    if cur == goal:
        break
    r, c = cur
    for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
        nxt = (r + dr, c + dc)
        if 0 <= nxt[0] < rows and 0 <= nxt[1] < cols and grid[nxt[0]][nxt[1]] != '#' and nxt not in prev:
            prev[nxt] = cur
            frontier.put(nxt)
path = []
node = goal
while node is not None:
    path.append(node)
    node = prev[node]
path.reverse()
print(len(path) - 1, path[:4], path[-1])
canvas = [list(row) for row in grid]
for r, c in path[1:-1]:
    canvas[r][c] = '*'
print('\n'.join(''.join(row) for row in canvas))
