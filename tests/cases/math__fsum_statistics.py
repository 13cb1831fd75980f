import math

DATA = """station,reading
alpha,0.1
alpha,0.2
alpha,0.3
beta,1e16
beta,1.0
beta,-1e16
gamma,2.5
gamma,3.75
gamma,-1.25
gamma,0.0001
delta,1e-300
delta,1e15
delta,-1e15
"""


def parse(text):
    rows = []
    for line in text.strip().splitlines()[1:]:
        name, value = line.split(",")
        rows.append((name, float(value)))
    return rows


rows = parse(DATA)
groups = {}
for name, value in rows:
    groups.setdefault(name, []).append(value)

print(f"{'station':<8} {'n':>2} {'sum()':>24} {'fsum()':>24} {'mean':>24} {'stdev':>24}")
for name, values in groups.items():
    n = len(values)
    total = math.fsum(values)
    mean = total / n
    var = math.fsum((v - mean) ** 2 for v in values) / (n - 1)
    print(f"{name:<8} {n:>2} {sum(values)!r:>24} {total!r:>24} {mean!r:>24} {math.sqrt(var)!r:>24}")

print(math.fsum([0.1] * 10), sum([0.1] * 10))
print(math.fsum([1e100, 1.0, -1e100, 1e-100, 1e50, -1.0, -1e50]))
print(math.fsum([1e-16, 1, 1e16]), math.fsum([2.0 ** 53, -0.5, -2.0 ** -54]))
print(math.fsum([]), math.fsum([-0.0]), math.fsum(iter([1, 2, 3])), math.fsum([True, 2.5]))
print(math.fsum([math.inf, 1.0, 2.0]), math.fsum([-math.inf, -math.inf]), math.fsum([math.nan, 1.0]))
print(math.fsum(x / 7 for x in range(1, 50)), sum(x / 7 for x in range(1, 50)))
print(math.fsum([1.0, 1e-17] * 1000))

for bad in ([1e308, 1e308], [math.inf, -math.inf], ["1.0"], 5):
    try:
        math.fsum(bad)
    except (OverflowError, ValueError, TypeError) as exc:
        print(type(exc) is TypeError, exc)
