import random

rng = random.Random(404)
print([rng.randrange(10) for _ in range(10)])
print([rng.randrange(5, 10) for _ in range(10)])
print([rng.randrange(0, 100, 5) for _ in range(10)])
print([rng.randrange(100, 0, -7) for _ in range(10)])
print([rng.randrange(-50, -40) for _ in range(5)])
print(rng.randrange(10**30), rng.randrange(2**64, 2**65, 3))
print([rng.randint(-3, 3) for _ in range(12)])
print(rng.randint(10**20, 10**20 + 5), rng.randrange(True, 5))
print(rng.choice(range(10**15)), rng.choice([None]), rng.choice((1, 2)))
