from dataclasses import dataclass, replace, FrozenInstanceError


@dataclass(frozen=True)
class Coord:
    row: int
    col: int

    def neighbors(self):
        return [Coord(self.row + dr, self.col + dc) for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0))]


grid = """
#.##
...#
#...
"""
cells = set()
for r, line in enumerate(grid.strip().splitlines()):
    for c, ch in enumerate(line):
        if ch == '.':
            cells.add(Coord(r, c))

start = Coord(0, 1)
seen = {start: 0}
queue = [start]
while queue:
    cur = queue.pop(0)
    for n in cur.neighbors():
        if n in cells and n not in seen:
            seen[n] = seen[cur] + 1
            queue.append(n)
for coord, dist in sorted(seen.items(), key=lambda kv: (kv[1], kv[0].row, kv[0].col)):
    print(coord, dist)

c = Coord(1, 2)
try:
    c.row = 5
except FrozenInstanceError as e:
    print('frozen:', e)
try:
    c.extra = 1
except FrozenInstanceError as e:
    print('frozen:', e)
except AttributeError as e:
    print('attribute error:', e)
print(isinstance(FrozenInstanceError('x'), AttributeError))
print(replace(c, col=9), c)
print(len({Coord(1, 1), Coord(1, 1), Coord(2, 1)}), Coord(1, 1) == Coord(1, 1))
print({Coord(0, 0): 'origin'}[Coord(0, 0)])
