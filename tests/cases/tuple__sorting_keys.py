data = [("b", 2, 0.5), ("a", 2, 0.1), ("c", 1, 0.9), ("a", 1, 0.3), ("b", 1, 0.3)]
print(sorted(data))
print(sorted(data, key=lambda t: (t[1], t[0])))
print(sorted(data, key=lambda t: (-t[2], t[0])))
print(max(data), min(data, key=lambda t: t[2]), sorted(data, reverse=True)[:2])
