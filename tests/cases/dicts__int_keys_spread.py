# Dicts and sets keyed by ints of every shape (small, negative, -1 and -2 which share a hash,
# multiples of large powers of two, near and past 2**61 where int hashes wrap, equal floats
# and bools): lookups, updates, deletions and re-insertions find the right entries.
d = {}
keys = list(range(-300, 300)) + [2**k for k in range(10, 70, 3)] + [i << 40 for i in range(50)]
keys += [2**61 - 2, 2**61 - 1, 2**61, 2**62 + 5, -(2**61) + 1, -(2**63), 2**63 - 1, 10**20]
for k in keys:
    d[k] = d.get(k, 0) + 1
print(len(d), sum(d.values()), d[-1], d[-2], d[2**61 - 1], d[0], d[10**20])
print(hash(-1) == hash(-2), d.get(-1), d.get(-2), (-1 in d), (-3 in d), (300 in d))
print(d[1.0], d[True], d[0.0], d[False], d.get(2.5), d.get(float(2**40)))
for k in list(d)[::3]:
    del d[k]
print(len(d), sorted(d)[:5], sorted(d)[-3:])
for k in keys:
    d[k] = k
print(len(d), all(d[k] == k for k in keys), list(d)[:4])
s = {k % 1024 for k in keys}
print(len(s), min(s), max(s), 1023 in s, -1 in s)
s2 = set()
for i in range(0, 1 << 20, 1 << 12):
    s2.add(i)
print(len(s2), (1 << 12) * 5 in s2, 3 in s2)
counts = {}
for i in range(20000):
    k = (i * 7919) % 257
    counts[k] = counts.get(k, 0) + 1
print(len(counts), counts[0], counts[256], sum(counts.values()))
