import heapq

EDGES = """A B 4
A C 2
B C 5
B D 10
C E 3
E D 4
D F 11
E F 20
C F 30
"""

graph = {}
for line in EDGES.strip().splitlines():
    a, b, w = line.split()
    graph.setdefault(a, []).append((b, int(w)))
    graph.setdefault(b, []).append((a, int(w)))


def dijkstra(start):
    dist = {start: 0}
    prev = {}
    heap = [(0, start)]
    pops = 0
    while heap:
        d, node = heapq.heappop(heap)
        pops += 1
        if d > dist.get(node, float("inf")):
            continue
        for nxt, w in sorted(graph[node]):
            nd = d + w
            if nd < dist.get(nxt, float("inf")):
                dist[nxt] = nd
                prev[nxt] = node
                heapq.heappush(heap, (nd, nxt))
    return dist, prev, pops


dist, prev, pops = dijkstra("A")
print(sorted(dist.items()), pops)
for target in sorted(dist):
    path = [target]
    while path[-1] != "A":
        path.append(prev[path[-1]])
    print(target, dist[target], "->".join(reversed(path)))

# k-way "top k" streaming with a bounded heap.
stream = [17, 3, 99, 42, 8, 56, 23, 71, 4, 88, 15]
top = []
for x in stream:
    if len(top) < 4:
        heapq.heappush(top, x)
    else:
        heapq.heappushpop(top, x)
    print(x, sorted(top))
print(sorted(top, reverse=True) == heapq.nlargest(4, stream))
