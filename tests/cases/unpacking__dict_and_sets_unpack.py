d = {"x": 1, "y": 2, "z": 3}
a, b, c = d
print(a, b, c)
(k1, v1), (k2, v2), *_ = d.items()
print(k1, v1, k2, v2)
*keys, = d.keys()
print(keys)
lo, hi = sorted({5, 1})
print(lo, hi)
s, = {"only"}
print(s)
q, r = divmod(47, 5)
print(q, r)
name, _, domain = "user@example.com".partition("@")
print(name, domain)
first, *middle, last = "one two three four".split()
print(first, middle, last)
for (i, ch), n in zip(enumerate("ab"), [10, 20]):
    print(i, ch, n)
