a = {1, 2, 3, 4}
b = {3, 4, 5}
print(sorted(a | b), sorted(a & b), sorted(a - b), sorted(b - a), sorted(a ^ b))
print(sorted(a.union(b, [9])), sorted(a.intersection(b, {4})), sorted(a.difference([1], (2,))), sorted(a.symmetric_difference([1, 10])))
print(a <= a, a < a, {1} < a, a > {1, 2}, a >= b, a.issubset(range(10)), a.issuperset([1, 2]), a.isdisjoint({9}), a.isdisjoint(b))
print(a == {4, 3, 2, 1}, a != b, {1, 2} == frozenset({1, 2}))
