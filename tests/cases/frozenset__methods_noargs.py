f = frozenset({4, 5})
print(sorted(f.union()), sorted(f.intersection()), sorted(f.difference()), f.issubset(f), f.issuperset(f), f.isdisjoint(set()))
print(sorted(frozenset.union(f, {1})), sorted(set.union({1}, f)))
