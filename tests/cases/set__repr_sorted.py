print(set(), {1}, {"only"}, frozenset(), frozenset({2}), {(1, 2)}, [set()], {frozenset()})
s = {5, 3, 9, 1}
print(sorted(s), sorted(s, reverse=True), min(s), max(s), sum(s), len(s), 3 in s, 4 not in s)
print(sorted({"pear", "fig", "apple"}), sorted({c for c in "mississippi"}))
