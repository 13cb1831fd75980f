import random

# Roll two dice many times and draw a histogram of the sums.
rng = random.Random(1234)
counts = {}
for _ in range(3000):
    total = rng.randint(1, 6) + rng.randint(1, 6)
    counts[total] = counts.get(total, 0) + 1

for total in sorted(counts):
    bar = '#' * (counts[total] // 20)
    print(f"{total:2d} {counts[total]:4d} {bar}")
print("most common:", max(counts, key=counts.get))
print("check:", sum(counts.values()))
