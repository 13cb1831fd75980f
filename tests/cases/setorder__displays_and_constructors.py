# Displays of constants (a folded frozenset in CPython), displays with variables, set(),
# frozenset(), comprehensions and copies each build their table their own way.
a, b, c = -1, -2, -3
print({-1, -2, -3, 5, 100, 7}, {a, b, c, 5, 100, 7})
print({1, 2}, {2, 1}, {a, b}, {b, a})
print({(1, 2), (2, 1), (0, -1), -5}, {(1, 2), (2, 1), (0, -1), b})
print({2**70, 2**70 + 1, -2**70, 17, 2**61 - 2}, {x for x in (2**70, 2**70 + 1, -2**70, 17, 2**61 - 2)})
print(set((64, 0, 128, 32, 96)), frozenset([64, 0, 128, 32, 96]), set({64, 0, 128, 32, 96}))
print({i * 32 for i in range(9)}, set(i * 32 for i in range(9)), set([i * 32 for i in range(9)]))
big = frozenset(range(100, 0, -7))
print(big, set(big), big | {1000}, {1000} | big)
print({1.0, 1, True}, {0, False, 0.0}, {True, 1.0, 1})
print({None is None, 3.5, -3.5, 0.25} - {0.25})
print({frozenset({1}), frozenset({2, 3}), frozenset()} | {frozenset({4})})
d = {k: None for k in (9, 1, 17, 25)}
print(set(d), d.keys() | {0}, d.keys() & {1, 25, 99}, d.keys() - {9})
