class Life:
    def __init__(self, pattern):
        self.cells = set()
        for r, line in enumerate(pattern.strip("\n").splitlines()):
            for c, ch in enumerate(line):
                if ch == "#":
                    self.cells.add((r, c))
        self.generation = 0

    def neighbors(self, cell):
        r, c = cell
        return [(r + dr, c + dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if dr or dc]

    def step(self):
        counts = {}
        for cell in self.cells:
            for n in self.neighbors(cell):
                counts[n] = counts.get(n, 0) + 1
        self.cells = {cell for cell, k in counts.items() if k == 3 or (k == 2 and cell in self.cells)}
        self.generation += 1

    def bounds(self):
        rows = [r for r, _ in self.cells]
        cols = [c for _, c in self.cells]
        return min(rows), max(rows), min(cols), max(cols)

    def render(self, r0, r1, c0, c1):
        return "\n".join("".join("#" if (r, c) in self.cells else "." for c in range(c0, c1 + 1))
                         for r in range(r0, r1 + 1))

glider = Life("""
.#.
..#
###
""")
for _ in range(5):
    print(f"gen {glider.generation} pop {len(glider.cells)} bounds {glider.bounds()}")
    print(glider.render(0, 4, 0, 4))
    glider.step()

blinker = Life("###")
states = []
for _ in range(4):
    states.append(sorted(blinker.cells))
    blinker.step()
print(states[0] == states[2], states[1] == states[3], states[0] != states[1])
print(states[1])

acorn = Life("""
.#.....
...#...
##..###
""")
history = []
for _ in range(30):
    acorn.step()
    history.append(len(acorn.cells))
print(history)
