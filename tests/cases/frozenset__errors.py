f = frozenset([1])
for t in [lambda: f.add(2), lambda: f.remove(1), lambda: f.pop(), lambda: frozenset(5), lambda: frozenset([[1]]), lambda: f[0]]:
    try:
        print(t())
    except Exception as e:
        print(repr(e))
def aug():
    g = f
    g |= {2}
    return sorted(g), sorted(f)
print(aug())
