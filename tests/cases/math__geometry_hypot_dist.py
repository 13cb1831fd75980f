import math

CITIES = """name x y z
depot 0 0 0
north 0 12.5 0.3
east 40.2 -3 1.1
ridge 17.75 28 9.5
lake -22.1 15.6 -0.4
"""

points = {}
for line in CITIES.strip().splitlines()[1:]:
    name, *coords = line.split()
    points[name] = tuple(float(c) for c in coords)

names = list(points)
print(f"{'':>6}" + "".join(f"{n:>10}" for n in names))
for a in names:
    print(f"{a:>6}" + "".join(f"{math.dist(points[a], points[b]):>10.3f}" for b in names))

# Nearest neighbour tour from the depot.
route = ["depot"]
left = set(names) - {"depot"}
total = 0.0
while left:
    here = points[route[-1]]
    nxt = min(sorted(left), key=lambda n: math.dist(here, points[n]))
    total += math.dist(here, points[nxt])
    route.append(nxt)
    left.remove(nxt)
print(" -> ".join(route), f"{total:.6f}")

print(math.hypot(), math.hypot(-3), math.hypot(3, 4), math.hypot(3, 4, 12), math.hypot(*range(10)))
print(math.hypot(1e308, 1e308), math.hypot(1e-320, 1e-320), math.hypot(5e-324, 5e-324))
print(math.hypot(math.inf, math.nan), math.hypot(math.nan, 1.0), math.hypot(-math.inf, 2))
print(math.hypot(0.1, 0.2, 0.3, 0.4, 0.5), math.hypot(1, 1, 1, 1), math.hypot(2 ** 60, 1))
print(math.dist([0, 0], [3, 4]), math.dist((1, 2, 3), iter([4, 6, 3])), math.dist([], []))
print(math.dist([1e308], [-1e308]), math.dist([0.1, 0.2], [0.3, 0.7]))

# Perimeter and area (shoelace) of a polygon.
poly = [(0, 0), (4, 0), (4, 3), (2, 5), (0, 3)]
perimeter = math.fsum(math.dist(poly[i], poly[(i + 1) % len(poly)]) for i in range(len(poly)))
area = abs(math.fsum(poly[i][0] * poly[(i + 1) % len(poly)][1] - poly[(i + 1) % len(poly)][0] * poly[i][1] for i in range(len(poly)))) / 2
print(f"perimeter={perimeter!r} area={area}")

for bad in [([1, 2], [1, 2, 3]), (5, [1]), ([1, "x"], [1, 2])]:
    try:
        math.dist(*bad)
    except (ValueError, TypeError) as exc:
        print(type(exc) is ValueError, exc)
try:
    math.hypot(1, "2")
except TypeError as exc:
    print(exc)
