a, *b, c = [1, 2, 3, 4, 5]
print(a, b, c)
*init, last = "hello"
print(init, last)
first, *rest = range(4)
print(first, rest)
x, *y = (9,)
print(x, y)
p, *q, r = 1, 2
print(p, q, r)
head, *_, tail = "abcdefg"
print(head, tail)
(a, b), *others = [(1, 2), (3, 4), (5, 6)]
print(a, b, others)
[u, v], w = "xy", "z"
print(u, v, w)
*everything, = {"k1": 1, "k2": 2}
print(everything)
a, (b, *c), d = 1, [2, 3, 4], 5
print(a, b, c, d)
for i, (key, *vals) in enumerate([("a", 1, 2), ("b",), ("c", 3)]):
    print(i, key, vals)
