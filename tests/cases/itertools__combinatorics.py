from itertools import product, permutations, combinations, combinations_with_replacement

print(list(product('AB', repeat=2)))
print(list(product([1, 2], 'xy', [True])))
print(list(product()), list(product([1], [])), len(list(product(range(3), repeat=4))))
print(list(permutations('ABC', 2)))
print(list(permutations(range(3))))
print(list(permutations([1, 2], 3)), list(permutations([], 0)))
print(list(combinations('ABCD', 2)))
print(list(combinations(range(5), 3))[:4], len(list(combinations(range(10), 4))))
print(list(combinations([1], 0)), list(combinations([1, 2], 5)))
print(list(combinations_with_replacement('ABC', 2)))
print(list(combinations_with_replacement([], 0)), list(combinations_with_replacement([], 2)))
coins = [1, 5, 10, 25]
ways = [c for r in range(1, 4) for c in combinations_with_replacement(coins, r) if sum(c) == 30]
print(ways)
items = {'tent': 5, 'stove': 3, 'rope': 1, 'lamp': 2}
best = max((c for r in range(len(items) + 1) for c in combinations(sorted(items), r) if sum(items[i] for i in c) <= 6),
           key=lambda c: (len(c), c))
print(best)
words = sorted({''.join(p) for p in permutations('tea')})
print(words)
grid = [(r, c) for r, c in product(range(2), range(3))]
print(grid)
print(sum(1 for p in permutations(range(6)) if all(p[i] != i for i in range(6))))
