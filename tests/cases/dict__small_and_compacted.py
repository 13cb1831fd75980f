# Dicts and sets across the size where they get a hash index (past 8 entry slots), and
# through the compaction that drops removed slots: lookups, order and lengths stay right.
d = {}
for i in range(12):
    d[f"k{i}"] = i
    assert all(d[f"k{j}"] == j for j in range(i + 1)), i
print(len(d), list(d)[:3], list(d)[-3:])
for i in range(0, 12, 2):
    del d[f"k{i}"]
print(len(d), list(d), "k4" in d, "k5" in d, d.get("k7"))
# Many removals and insertions: the entries are compacted and the index rebuilt.
for r in range(5):
    for i in range(40):
        d[(r, i)] = i * r
    for i in range(0, 40, 3):
        del d[(r, i)]
print(len(d), sum(d.values()), d[(4, 1)], (3, 3) in d, list(d)[:4])
# A small dict with holes: deleting and re-adding the same few keys.
s = {}
for r in range(30):
    s["a"] = r
    s["b"] = r
    del s["a"]
    s[r] = r
    del s[r]
print(s, len(s))
# Keys of equal hash: 1, 1.0 and True are one key; -1 and -2 hash alike in CPython.
e = {1: "int", -1: "m1", -2: "m2"}
e[1.0] = "float"
e[True] = "bool"
print(e, e[-1], e[-2], len(e))
# popitem on small and indexed dicts.
p = {i: i for i in range(10)}
print(p.popitem(), p.popitem(), len(p), 7 in p, 9 in p)
# Sets past 8 keys, with removals.
st = set()
for i in range(20):
    st.add(i * 7)
for i in range(0, 20, 2):
    st.discard(i * 7)
print(sorted(st), 21 in st, 28 in st, len(st))
print({1, 2, 3} | set(range(10)), frozenset(range(12)) & {3, 11, 40})
# A dict copied, cleared and refilled.
c = dict(d)
c.clear()
c.update({"x": 1})
c.update({f"y{i}": i for i in range(9)})
print(c, dict.fromkeys("abcdefghij", 0))
