import random

# gauss() draws values in pairs: every second call uses the cached value.
random.seed(100)
pairs = [(random.gauss(10, 2), random.gauss(10, 2)) for _ in range(4)]
for a, b in pairs:
    print(f"{a:.12f} {b:.12f}")
# Reseeding discards the cached value.
random.seed(100)
random.gauss()
random.seed(100)
z = random.gauss()
print(z, random.getstate()[2])
# normalvariate has no cache.
r = random.Random(100)
print([round(r.normalvariate(0, 1), 10) for _ in range(5)])
