# Sorting tuples of ints, floats and strings (the records programs sort), with and without a
# key, reverse, stability, nested tuples, NaN, and mixed kinds that must raise as in CPython.

x = 12345
records = []
for i in range(3000):
    x = (x * 1103515245 + 12345) % 2147483648
    records.append((x % 50, (x % 97) / 97.0, "s" + str(x % 30)))

a = sorted(records)
print(a[:3], a[-3:])
print(sorted(records, reverse=True)[:3])
b = sorted(records, key=lambda r: (-r[0], r[2]))
print(b[:3], b[-3:])
# Stability: equal keys keep their order.
c = sorted(records, key=lambda r: (r[2], r[0]))
print(c[:5])
records.sort(key=lambda r: (r[1], r[2]), reverse=True)
print(records[:3])

# Lengths decide when one tuple is a prefix of the other; nested tuples; ints and floats mixed.
print(sorted([(1, 2), (1,), (1, 2, 0), (0, 5), ()]))
print(sorted([((1, "b"), 2), ((1, "a"), 3), ((0, "z"), 1)]))
print(sorted([(1, 2.5), (1, 2), (1.0, 1), (0.5, 9)]))
print(sorted([(True, 1), (0, 2), (False, 0)]))

# NaN inside tuples, at a position that decides nothing here.
nan = float("nan")
print(sorted([(2, nan), (1, nan)]))

# Mixed kinds at a deciding position raise TypeError.
try:
    sorted([(1, "a"), (1, 2)])
except TypeError as e:
    print("TypeError:", e)
try:
    sorted([(1, 2), ("a", 2)])
except TypeError as e:
    print("TypeError:", e)
# Mixed kinds never reached are fine.
print(sorted([(1, "a"), (2, 3)]))
print(sorted(["b", "a", "é", "z", "Z", ""]))
