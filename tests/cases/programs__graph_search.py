class Graph:
    def __init__(self, directed=False):
        self.adj = {}
        self.directed = directed

    def add_edge(self, a, b):
        self.adj.setdefault(a, []).append(b)
        self.adj.setdefault(b, [])
        if not self.directed:
            self.adj[b].append(a)

    def bfs(self, start):
        order, seen, queue = [], {start}, [start]
        while queue:
            node = queue.pop(0)
            order.append(node)
            for nb in sorted(self.adj[node]):
                if nb not in seen:
                    seen.add(nb)
                    queue.append(nb)
        return order

    def dfs(self, start, seen=None):
        if seen is None:
            seen = []
        seen.append(start)
        for nb in sorted(self.adj[start]):
            if nb not in seen:
                self.dfs(nb, seen)
        return seen

    def shortest_path(self, a, b):
        prev = {a: None}
        queue = [a]
        while queue:
            node = queue.pop(0)
            if node == b:
                path = []
                while node is not None:
                    path.append(node)
                    node = prev[node]
                return path[::-1]
            for nb in sorted(self.adj[node]):
                if nb not in prev:
                    prev[nb] = node
                    queue.append(nb)
        return None

    def components(self):
        seen, comps = set(), []
        for node in sorted(self.adj):
            if node not in seen:
                comp = self.bfs(node)
                seen.update(comp)
                comps.append(sorted(comp))
        return comps

    def topo_sort(self):
        indeg = {n: 0 for n in self.adj}
        for n in self.adj:
            for m in self.adj[n]:
                indeg[m] += 1
        ready = sorted(n for n, d in indeg.items() if d == 0)
        out = []
        while ready:
            n = ready.pop(0)
            out.append(n)
            for m in sorted(self.adj[n]):
                indeg[m] -= 1
                if indeg[m] == 0:
                    ready.append(m)
                    ready.sort()
        if len(out) != len(self.adj):
            raise ValueError("graph has a cycle")
        return out

g = Graph()
for a, b in [("A", "B"), ("A", "C"), ("B", "D"), ("C", "D"), ("D", "E"), ("F", "G")]:
    g.add_edge(a, b)
print("bfs", g.bfs("A"))
print("dfs", g.dfs("A"))
print("path", g.shortest_path("A", "E"), g.shortest_path("A", "G"))
print("components", g.components())

deps = Graph(directed=True)
for a, b in [("shop", "cook"), ("cook", "eat"), ("wake", "shop"), ("wake", "shower"), ("shower", "eat"), ("eat", "nap")]:
    deps.add_edge(a, b)
print("topo", deps.topo_sort())
deps.add_edge("nap", "wake")
try:
    deps.topo_sort()
except ValueError as e:
    print("ValueError:", e)
