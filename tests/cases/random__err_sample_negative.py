import random

r = random.Random(12)
print(r.sample(range(20), 4))
r.sample(range(20), -1)
