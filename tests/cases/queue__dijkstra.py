from queue import PriorityQueue

roads = {
    'A': {'B': 7, 'C': 9, 'F': 14},
    'B': {'A': 7, 'C': 10, 'D': 15},
    'C': {'A': 9, 'B': 10, 'D': 11, 'F': 2},
    'D': {'B': 15, 'C': 11, 'E': 6},
    'E': {'D': 6, 'F': 9},
    'F': {'A': 14, 'C': 2, 'E': 9},
}
def dijkstra(src):
    dist = {src: 0}
    pq = PriorityQueue()
    pq.put((0, src))
    while not pq.empty():
        d, node = pq.get()
        if d > dist.get(node, float('inf')):
            continue
        for nxt, w in sorted(roads[node].items()):
            nd = d + w
            if nd < dist.get(nxt, float('inf')):
                dist[nxt] = nd
                pq.put((nd, nxt))
    return dist
for src in 'AE':
    print(src, dict(sorted(dijkstra(src).items())))
