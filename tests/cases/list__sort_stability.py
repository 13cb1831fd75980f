records = [("bob", 3), ("amy", 1), ("cat", 3), ("dan", 2), ("eve", 1), ("fay", 2), ("gus", 3)]
print(sorted(records, key=lambda r: r[1]))
print(sorted(records, key=lambda r: r[1], reverse=True))
r2 = list(records)
r2.sort(key=lambda r: r[0], reverse=True)
r2.sort(key=lambda r: r[1])
print(r2)
print(sorted(["b", "A", "c", "B", "a"], key=str.lower), sorted([3, -1, -3, 1], key=abs), sorted([3, -1, -3, 1], key=abs, reverse=True))
try:
    [1, "a"].sort()
except TypeError as e:
    print(repr(e))
