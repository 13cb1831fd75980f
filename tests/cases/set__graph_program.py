edges = [("a", "b"), ("b", "c"), ("c", "a"), ("d", "e"), ("f", "f"), ("g", "d")]
adj = {}
for u, v in edges:
    adj.setdefault(u, set()).add(v)
    adj.setdefault(v, set()).add(u)
seen = set()
components = []
for start in sorted(adj):
    if start in seen:
        continue
    comp = set()
    stack = [start]
    while stack:
        n = stack.pop()
        if n in comp:
            continue
        comp.add(n)
        stack.extend(sorted(adj[n] - comp))
    seen |= comp
    components.append(sorted(comp))
print(components)
print({k: sorted(v) for k, v in sorted(adj.items())})
degrees = sorted(((len(v), k) for k, v in adj.items()), reverse=True)
print(degrees)
