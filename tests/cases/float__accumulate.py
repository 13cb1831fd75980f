total = 0.0
for i in range(1, 1001):
    total += 1 / i
print(total)
acc = 0.0
for _ in range(10):
    acc += 0.1
print(acc, acc == 1.0, sum([0.1] * 10), abs(acc - 1.0) < 1e-9)
print(sum([1e100, 1.0, -1e100]), sum([0.5, 0.25], 0.125), sum(range(10), 0.5))
x = 1.0
while 1.0 + x != 1.0:
    eps = x
    x /= 2
print(eps)
print([i / 7 for i in range(8)])
print(2 ** 0.5 * 2 ** 0.5, (1 + 1e-15) - 1)
