a, b, c = (1, 2, 3)
print(a, b, c)
first, *rest = (1, 2, 3, 4)
*init, last = "hello"
x, (y, z) = 1, (2, 3)
print(first, rest, init, last, x, y, z)
a, b = b, a
print(a, b)
for i, (k, v) in enumerate([("a", 1), ("b", 2)]):
    print(i, k, v)
for bad in [(1, 2), (1, 2, 3, 4)]:
    try:
        p, q, r = bad
    except ValueError as e:
        print(repr(e))
try:
    m, n = 5
except TypeError as e:
    print(repr(e))
