# Counting with a dict: get, set, items.
d = {}
for i in range(100000):
    k = i % 97
    d[k] = d.get(k, 0) + 1
total = 0
for k, v in d.items():
    total += v
result = (len(d), total)
result
