import random
import math

# Estimate pi by throwing darts, with a fixed seed so the estimate is reproducible.
random.seed(31337)
inside = 0
n = 20000
for _ in range(n):
    x, y = random.random(), random.random()
    if x * x + y * y <= 1.0:
        inside += 1
estimate = 4 * inside / n
print("inside:", inside)
print("estimate:", estimate)
print("error: %.5f" % abs(estimate - math.pi))

# A random walk, reported every 200 steps.
pos = 0
for step in range(1, 1001):
    pos += random.choice((-1, 1))
    if step % 200 == 0:
        print(step, pos)
