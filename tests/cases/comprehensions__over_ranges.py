# Comprehensions and generator expressions over ranges of every shape: steps, empty and
# reversed ranges, nesting, ranges near the 64-bit limits and an iterator
# over a range that the program also advances itself.
print([i for i in range(5)], [i for i in range(0)], [i for i in range(5, 0)])
print([i for i in range(10, -10, -3)], sorted({i % 3 for i in range(-7, 7, 2)}))
print({i: j for i in range(3) for j in range(i, 4, 2)})
print([(i, j) for i in range(3) if i for j in range(i) if j >= 0])
big = 2**63 - 1
print([i for i in range(big - 3, big)], [i for i in range(-big - 1, -big + 2)])
print([i - big for i in range(big - 2**61 * 3, big, 2**61)])
it = iter(range(10))
print([(i, next(it)) for i in it])
gen = (i * i for i in range(6))
print(next(gen), next(gen), list(gen), list(gen))
nested = [[j for j in range(i)] for i in range(4)]
print(nested)
total = sum(x for x in range(1000) if x % 7 == 3)
print(total, max(i * (50 - i) for i in range(50)))
r = range(2, 20, 3)
print([x for x in r], [x for x in r][::-1], [x for x in reversed(r)])
try:
    [1 // (i - 3) for i in range(5)]
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
