total = 0
for i in range(1, 101):
    total += i
print(total, sum(range(101)), sum(range(1, 100, 2)), list(reversed(range(1, 10, 3))), list(enumerate(range(5, 8))))
it = iter(range(3))
print(next(it), next(it), next(it), next(it, "done"))
print(list(zip(range(3), range(10, 13))), max(range(7)), min(range(4, 9)), sorted(range(5), reverse=True), list(map(lambda x: x * x, range(6))))
