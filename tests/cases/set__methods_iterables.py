s = {1, 2, 3}
print(sorted(s.union()), sorted(s.union("ab", [9]), key=str), sorted(s.intersection()), sorted(s.difference()), s.issubset("123"), s.issuperset(x for x in [1]))
print(sorted(set("hello")), sorted(set({"k": 1, "j": 2})), sorted(set(range(3)) ^ set(range(1, 5))))
print(sorted(frozenset([1, 2]) | s), type(s | frozenset()) is set, type(frozenset() | s) is frozenset)
