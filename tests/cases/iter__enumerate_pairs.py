# `for i, x in enumerate(...)` over lists and tuples (read in place) and other iterables,
# with the list changed during the loop and the inner iterator shared with the loop body.
xs = [10, 20, 30]
for i, x in enumerate(xs):
    print(i, x)
    if i == 0:
        xs.append(40)
print(xs)
for i, x in enumerate(xs):
    if x == 20:
        xs.remove(x)
    print(i, x)
for i, x in enumerate((1, 2, 3), start=5):
    print(i, x)
for i, x in enumerate([], 3):
    print("never", i, x)
else:
    print("empty else")
it = iter([1, 2, 3, 4, 5, 6])
for i, x in enumerate(it):
    print(i, x, next(it, None))
e = enumerate(["a", "b", "c", "d"])
for i, x in e:
    if i == 1:
        print("break at", x)
        break
print(list(e))
for i, x in enumerate([1, 2], 2**63 - 2):
    print(i, x, type(i).__name__)
for i, x in enumerate("ab", -1):
    print(i, x)
for [i, x] in enumerate([(1, 2)]):
    print(i, x)
for i, (a, b) in enumerate([(1, 2), (3, 4)]):
    print(i, a + b)
pairs = list(enumerate(xs))
print(pairs)
t = tuple(range(4))
total = 0
for i, x in enumerate(t):
    for j, y in enumerate(t):
        total += i * x - j * y + 1
print(total)


def find(items, key):
    for position, item in enumerate(items):
        if item[0] >= key:
            return position
    return len(items)


rows = [(k, str(k)) for k in range(0, 50, 5)]
print([find(rows, k) for k in (-1, 0, 3, 45, 46, 100)])
