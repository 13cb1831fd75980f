MAZE = """
###########
#S  #     #
# # # ### #
# #   #   #
# ##### # #
#     # # #
### # # # #
#   #   #E#
###########
"""

class Maze:
    def __init__(self, text):
        self.grid = [list(line) for line in text.strip().splitlines()]
        self.h, self.w = len(self.grid), len(self.grid[0])
        for r, row in enumerate(self.grid):
            for c, ch in enumerate(row):
                if ch == "S":
                    self.start = (r, c)
                elif ch == "E":
                    self.end = (r, c)

    def open(self, pos):
        r, c = pos
        return 0 <= r < self.h and 0 <= c < self.w and self.grid[r][c] != "#"

    def neighbors(self, pos):
        r, c = pos
        for dr, dc in ((-1, 0), (0, 1), (1, 0), (0, -1)):
            nxt = (r + dr, c + dc)
            if self.open(nxt):
                yield nxt

    def solve_bfs(self):
        prev = {self.start: None}
        frontier = [self.start]
        while frontier:
            nxt_frontier = []
            for pos in frontier:
                if pos == self.end:
                    path = []
                    while pos:
                        path.append(pos)
                        pos = prev[pos]
                    return path[::-1], len(prev)
                for n in self.neighbors(pos):
                    if n not in prev:
                        prev[n] = pos
                        nxt_frontier.append(n)
            frontier = nxt_frontier
        return None, len(prev)

    def solve_dfs(self):
        visited = set()
        def go(pos, path):
            if pos == self.end:
                return path
            visited.add(pos)
            for n in self.neighbors(pos):
                if n not in visited:
                    found = go(n, path + [n])
                    if found:
                        return found
            return None
        return go(self.start, [self.start]), len(visited)

    def draw(self, path):
        g = [row[:] for row in self.grid]
        for r, c in path[1:-1]:
            g[r][c] = "."
        return "\n".join("".join(row) for row in g)

m = Maze(MAZE)
print("start", m.start, "end", m.end)
bfs_path, explored = m.solve_bfs()
print("bfs length", len(bfs_path) - 1, "explored", explored)
print(m.draw(bfs_path))
dfs_path, visited = m.solve_dfs()
print("dfs length", len(dfs_path) - 1, "visited", visited, "same as bfs:", dfs_path == bfs_path)
blocked = Maze(MAZE)
blocked.grid[6][9] = "#"
blocked.grid[7][8] = "#"
print("blocked:", blocked.solve_bfs())
