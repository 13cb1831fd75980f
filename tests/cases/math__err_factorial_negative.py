import math

for n in range(0, 8):
    print(n, math.factorial(n))
counts = [5, 3, -2]
for c in counts:
    print("arrangements of", c, "items:", math.factorial(c))
