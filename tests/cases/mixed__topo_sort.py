DEPS = {
    "app": ["ui", "core", "net"],
    "ui": ["core", "gfx"],
    "net": ["core", "crypto"],
    "gfx": ["math"],
    "core": ["math"],
    "crypto": ["math"],
    "math": [],
    "docs": [],
}


def topo_sort(deps):
    indegree = {n: 0 for n in deps}
    users = {n: [] for n in deps}
    for node, requires in deps.items():
        for r in requires:
            indegree[node] += 1
            users[r].append(node)
    ready = sorted(n for n, d in indegree.items() if d == 0)
    order = []
    while ready:
        node = ready.pop(0)
        order.append(node)
        for u in users[node]:
            indegree[u] -= 1
            if indegree[u] == 0:
                ready.append(u)
                ready.sort()
    if len(order) != len(deps):
        cyclic = sorted(n for n, d in indegree.items() if d > 0)
        raise ValueError(f"cycle among {cyclic}")
    return order


order = topo_sort(DEPS)
print("build order:", " -> ".join(order))


def levels(deps):
    level = {}

    def depth(n):
        if n not in level:
            level[n] = 1 + max((depth(d) for d in deps[n]), default=-1)
        return level[n]

    for n in deps:
        depth(n)
    grouped = {}
    for n, lv in level.items():
        grouped.setdefault(lv, []).append(n)
    return {lv: sorted(ns) for lv, ns in sorted(grouped.items())}


for lv, names in levels(DEPS).items():
    print(f"level {lv}: {', '.join(names)}")

cyclic = dict(DEPS, math=["app"])
try:
    topo_sort(cyclic)
except ValueError as e:
    print("ValueError:", e)
