a, b, c = {1, 2}, {1, 2, 3}, {4}
for x, y in [(a, b), (b, a), (a, a), (a, c)]:
    print(sorted(x), sorted(y), x < y, x <= y, x > y, x >= y, x == y, x != y)
print(sorted([{3}, {1, 2}, {1}], key=sorted), max([{1}, {1, 2}], key=len))
