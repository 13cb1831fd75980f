print(sorted(frozenset("banana")), sorted(frozenset(range(0, 10, 3))), sorted(frozenset({"k": 1})), sorted(frozenset(x % 3 for x in range(10))))
print(len(frozenset()), bool(frozenset()), bool(frozenset([0])), frozenset([1]) | frozenset([1]) == frozenset([1]))
f = frozenset([1, 2, 3])
print(sum(f), min(f), max(f), sorted(f, reverse=True), [x for x in sorted(f) if x > 1])
