# Tuple packing and unpacking: swaps, multiple assignment, enumerate, zip.
a, b = 0, 1
total = 0
for i, (x, y) in enumerate(zip(range(40000), range(40000, 80000))):
    a, b = b % 1000003, (a + b) % 1000003
    first, *rest = (x, y, i)
    total += first + rest[0]
result = (a, b, total)
result
