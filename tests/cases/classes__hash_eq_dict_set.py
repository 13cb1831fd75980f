class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __eq__(self, o):
        return isinstance(o, Point) and (self.x, self.y) == (o.x, o.y)
    def __hash__(self):
        return hash((self.x, self.y))
    def __repr__(self):
        return f"P({self.x},{self.y})"

pts = [Point(1, 2), Point(1, 2), Point(3, 4), Point(0, 0), Point(3, 4)]
unique = set(pts)
print(len(unique), sorted(unique, key=lambda p: (p.x, p.y)))
d = {}
for p in pts:
    d[p] = d.get(p, 0) + 1
print(d)
print(Point(3, 4) in d, Point(9, 9) in d, d[Point(0, 0)])

class CaseInsensitive:
    def __init__(self, s):
        self.s = s
    def __eq__(self, o):
        return self.s.lower() == o.s.lower()
    def __hash__(self):
        return len(self.s)  # deliberately coarse but consistent
    def __repr__(self):
        return repr(self.s)

words = [CaseInsensitive(w) for w in ["Hello", "HELLO", "world", "World", "hi"]]
seen = {}
for w in words:
    seen.setdefault(w, []).append(w.s)
print(list(seen.values()))

class Key:
    def __init__(self, k):
        self.k = k
    def __hash__(self):
        return 7
    def __eq__(self, o):
        return self.k == o.k
    def __repr__(self):
        return f"Key({self.k})"

dk = {Key(1): "one", Key(2): "two"}
dk[Key(1)] = "uno"
print(dk, len(dk))
s = {Key(1), Key(2), Key(1)}
print(len(s), Key(2) in s, Key(3) in s)
print(frozenset([Point(1, 1)]) == frozenset([Point(1, 1)]))
print(sorted(set(pts) & {Point(1, 2), Point(5, 5)}, key=lambda p: p.x))
