from collections import defaultdict

counts = defaultdict(int)
for ch in 'banana':
    counts[ch] += 1
print(counts)
try:
    defaultdict(42)
except TypeError as e:
    print(e)
plain = defaultdict()
plain['seen'] = True
print(plain)
print(plain['unseen'])
