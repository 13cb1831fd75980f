GRAPH = {
    "A": {"B": 4, "C": 2},
    "B": {"C": 5, "D": 10},
    "C": {"E": 3},
    "D": {"F": 11},
    "E": {"D": 4},
    "F": {},
    "G": {"A": 1},
}


def dijkstra(graph, source):
    dist = {source: 0}
    prev = {}
    frontier = [(0, source)]
    visited = set()
    while frontier:
        frontier.sort()
        d, node = frontier.pop(0)
        if node in visited:
            continue
        visited.add(node)
        for nbr, w in graph[node].items():
            nd = d + w
            if nd < dist.get(nbr, float("inf")):
                dist[nbr] = nd
                prev[nbr] = node
                frontier.append((nd, nbr))
    return dist, prev


def path_to(prev, target):
    path = [target]
    while path[-1] in prev:
        path.append(prev[path[-1]])
    return path[::-1]


dist, prev = dijkstra(GRAPH, "A")
for node in sorted(GRAPH):
    if node in dist:
        print(f"{node}: {dist[node]:>3}  via {' -> '.join(path_to(prev, node))}")
    else:
        print(f"{node}: unreachable")


def bfs_hops(graph, source):
    hops = {source: 0}
    queue = [source]
    while queue:
        node = queue.pop(0)
        for nbr in graph[node]:
            if nbr not in hops:
                hops[nbr] = hops[node] + 1
                queue.append(nbr)
    return hops


print(bfs_hops(GRAPH, "A"))
print(bfs_hops(GRAPH, "G"))
reverse = {n: {} for n in GRAPH}
for n, edges in GRAPH.items():
    for m, w in edges.items():
        reverse[m][n] = w
print({n: sorted(e) for n, e in reverse.items()})
