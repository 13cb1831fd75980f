pairs = [((1, 2), (1, 3)), ((1, 2), (1, 2, 0)), ((2,), (1, 9)), ((), ()), ((1, "a"), (1, "b")), ((1, 2.0), (1, 2))]
for a, b in pairs:
    print(a, b, a < b, a <= b, a == b, a != b, a > b)
print(hash((1, 2)) == hash((1, 2)), hash((1, (2, 3))) == hash((1, (2, 3))), {(1, 2): "x"}[(1, 2)], len({(1, 2), (1, 2), (2, 1)}))
try:
    hash((1, [2]))
except TypeError as e:
    print(repr(e))
try:
    (1, 2) < (1, "a")
except TypeError as e:
    print(repr(e))
