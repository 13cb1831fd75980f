def make_point(x, y):
    return (x, y)
def dist2(p, q):
    return sum((a - b) ** 2 for a, b in zip(p, q))
pts = [make_point(i, i * i % 7) for i in range(6)]
print(pts)
print(sorted(pts, key=lambda p: (p[1], -p[0])))
print(min(((dist2(p, q), p, q) for i, p in enumerate(pts) for q in pts[i + 1:])))
print(dict(pts), list(zip(*pts)))
print(tuple(map(sum, zip(*pts))))
