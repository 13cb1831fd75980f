import math

# A table of trigonometric values at common angles, as a student's reference sheet.
print(f"{'deg':>5} {'rad':>10} {'sin':>10} {'cos':>10} {'tan':>12}")
for deg in range(0, 361, 30):
    rad = math.radians(deg)
    t = math.tan(rad)
    t_text = "inf" if abs(t) > 1e15 else f"{t:.6f}"
    print(f"{deg:>5} {rad:>10.6f} {math.sin(rad):>10.6f} {math.cos(rad):>10.6f} {t_text:>12}")

# Exact reprs for a few values (these depend on the platform libm, as in CPython).
for x in [0.1, 0.5, 1.0, 2.0, 10.0, 100.0, 1e6, -3.7]:
    print(repr(math.sin(x)), repr(math.cos(x)), repr(math.tan(x)))

# Inverse functions and round trips.
for y in [-1.0, -0.5, 0.0, 0.25, 0.5, 1.0]:
    print(y, repr(math.asin(y)), repr(math.acos(y)), repr(math.atan(y)), repr(math.degrees(math.asin(y))))

# atan2 keeps the quadrant, including signed zeros and infinities.
inf = math.inf
pairs = [(1, 1), (1, -1), (-1, -1), (-1, 1), (0.0, -0.0), (-0.0, -0.0), (0.0, 0.0), (inf, inf), (-inf, inf), (inf, -inf), (3, inf), (3, -inf), (inf, 5)]
for y, x in pairs:
    print(f"atan2({y}, {x}) = {math.atan2(y, x)!r}")

# Compass bearings from vector components.
moves = {"N": (0, 1), "NE": (1, 1), "E": (1, 0), "SE": (1, -1), "S": (0, -1), "SW": (-1, -1), "W": (-1, 0), "NW": (-1, 1)}
for name, (dx, dy) in moves.items():
    bearing = (90 - math.degrees(math.atan2(dy, dx))) % 360
    print(name, round(bearing, 9))

print(math.degrees(math.pi), math.radians(180), math.degrees(1), math.radians(1))
for bad in [2.0, -1.5, math.inf]:
    try:
        math.asin(bad)
    except ValueError as exc:
        print("asin", bad, exc)
try:
    math.cos(math.inf)
except ValueError as exc:
    print("cos", exc)
print(math.isnan(math.sin(math.nan)))
