import random

rng = random.Random(5)
# Small populations use the pool algorithm, large ones the set of selected indices.
print(rng.sample(range(10), 10))
print(rng.sample(range(30), 5))
print(rng.sample(range(10**6), 8))
print(rng.sample(range(10**12), 3))
print(rng.sample('abcdefghij', 4))
print(rng.sample(('x', 'y', 'z'), 0))
print(rng.sample(list(range(200)), 40))
# counts expands the population without building it.
print(rng.sample(['red', 'blue', 'green'], counts=[4, 2, 1], k=5))
print(rng.sample(range(3), k=3, counts=[1, 2, 3]))
winners = rng.sample(['ann', 'bob', 'cy', 'dee', 'eve', 'fay', 'gus'], k=3)
print("first prize:", winners[0], "runners up:", winners[1:])
