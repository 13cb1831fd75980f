a = frozenset({1, 2})
b = {1, 2, 3}
print(a < b, a <= b, b > a, a == {1, 2}, {1, 2} == a, a != b, frozenset() < a, a > frozenset(), a >= a)
print(sorted([frozenset({2}), frozenset({1, 2}), frozenset()], key=len))
print(hash(frozenset()) == hash(frozenset([])), frozenset([1, 2]) == frozenset([2, 1]))
