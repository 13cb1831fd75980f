groups = {}
pairs = [("a", "b"), ("b", "a"), ("c", "d"), ("a", "b"), ("d", "c"), ("e", "e")]
for p in pairs:
    key = frozenset(p)
    groups[key] = groups.get(key, 0) + 1
print(sorted((sorted(k), v) for k, v in groups.items()))
sets = {frozenset(), frozenset([1]), frozenset([1]), frozenset([1, 2])}
print(len(sets), sorted(len(s) for s in sets))
nested = frozenset([frozenset([1, 2]), frozenset([3])])
print(frozenset([1, 2]) in nested, sorted(sorted(s) for s in nested))
