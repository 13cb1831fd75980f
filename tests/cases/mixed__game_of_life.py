def parse(pattern):
    cells = set()
    for y, line in enumerate(pattern.strip().splitlines()):
        for x, ch in enumerate(line):
            if ch == "#":
                cells.add((x, y))
    return cells


def neighbors(cell):
    x, y = cell
    for dx in (-1, 0, 1):
        for dy in (-1, 0, 1):
            if dx or dy:
                yield x + dx, y + dy


def step(live):
    counts = {}
    for cell in live:
        for n in neighbors(cell):
            counts[n] = counts.get(n, 0) + 1
    return {c for c, n in counts.items() if n == 3 or (n == 2 and c in live)}


def render(live, w, h):
    return "\n".join("".join("#" if (x, y) in live else "." for x in range(w)) for y in range(h))


glider = parse("""
.#....
..#...
###...
......
......
""")
state = glider
for gen in range(5):
    print(f"generation {gen}: {len(state)} cells, bbox x={min(x for x, _ in state)}..{max(x for x, _ in state)}")
    print(render(state, 6, 5))
    state = step(state)

blinker = parse("###")
b1 = step(blinker)
print(sorted(b1), step(b1) == blinker)
block = parse("##\n##")
print("block is still life:", step(block) == block)
empty = step({(0, 0)})
print("lonely cell dies:", len(empty) == 0)
