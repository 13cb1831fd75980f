def dijkstra(graph, source):
    dist = {node: float("inf") for node in graph}
    prev = {node: None for node in graph}
    dist[source] = 0
    frontier = [(0, source)]
    while frontier:
        frontier.sort()
        d, node = frontier.pop(0)
        if d > dist[node]:
            continue
        for nb, w in graph[node].items():
            nd = d + w
            if nd < dist[nb]:
                dist[nb] = nd
                prev[nb] = node
                frontier.append((nd, nb))
    return dist, prev

def path_to(prev, target):
    path = []
    while target is not None:
        path.append(target)
        target = prev[target]
    return path[::-1]

roads = {
    "home": {"market": 4, "school": 2},
    "school": {"market": 1, "park": 7, "home": 2},
    "market": {"park": 3, "station": 8},
    "park": {"station": 2},
    "station": {},
    "island": {},
}
dist, prev = dijkstra(roads, "home")
for place in sorted(dist, key=lambda p: (dist[p], p)):
    d = dist[place]
    if d == float("inf"):
        print(f"{place:>8}: unreachable")
    else:
        print(f"{place:>8}: {d:>2}  via {' > '.join(path_to(prev, place))}")

grid = [
    "S.#.....",
    ".##.###.",
    "...#...E",
    ".#...#..",
]
cells = {}
for r, row in enumerate(grid):
    for c, ch in enumerate(row):
        if ch != "#":
            cells[(r, c)] = {}
for (r, c) in cells:
    for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
        if (r + dr, c + dc) in cells:
            cells[(r, c)][(r + dr, c + dc)] = 1
start = next(k for k in cells if grid[k[0]][k[1]] == "S")
end = next(k for k in cells if grid[k[0]][k[1]] == "E")
d2, p2 = dijkstra(cells, start)
route = path_to(p2, end)
print("grid distance", d2[end], "steps", len(route) - 1)
rows = [list(r) for r in grid]
for (r, c) in route[1:-1]:
    rows[r][c] = "*"
print("\n".join("".join(r) for r in rows))
