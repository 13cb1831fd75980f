friends = {"ann": {"bob", "cid"}, "bob": {"ann", "dee"}, "cid": {"ann", "dee"}, "dee": {"bob", "cid", "eve"}, "eve": {"dee"}}
edges = {frozenset((u, v)) for u, vs in friends.items() for v in vs}
print(len(edges), sorted(sorted(e) for e in edges))
triangles = set()
for e in edges:
    u, v = sorted(e)
    for w in friends[u] & friends[v]:
        triangles.add(frozenset((u, v, w)))
print(sorted(sorted(t) for t in triangles))
common = {frozenset((a, b)): sorted(friends[a] & friends[b]) for a in friends for b in friends if a < b and friends[a] & friends[b]}
for k in sorted(common, key=sorted):
    print(sorted(k), common[k])
