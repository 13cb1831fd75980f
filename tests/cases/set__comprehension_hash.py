s = {x % 5 for x in range(20)}
print(sorted(s), {1, 1.0, True} == {1}, len({1, 1.0, True}), len({0, False, 0.0, -0.0}), len({"a", "a", "A"}))
print(sorted({(i, j) for i in range(3) for j in range(3) if i < j}))
print(sorted(set([3, 1, 2]) | set(range(2))), set("aab") == {"a", "b"})
