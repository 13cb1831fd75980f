SCORES = [72, 85, 91, 64, 78, 88, 95, 59, 70, 83, 77, 90, 66, 81, 99, 45, 73, 87, 92, 68]


def bucketize(values, width):
    buckets = {}
    for v in values:
        lo = v // width * width
        buckets[lo] = buckets.get(lo, 0) + 1
    return buckets


def horizontal(buckets, width):
    biggest = max(buckets.values())
    for lo in range(min(buckets), max(buckets) + 1, width):
        n = buckets.get(lo, 0)
        bar = "#" * n
        print(f"{lo:>3}-{lo + width - 1:<3}|{bar:<{biggest}}| {n}")


def vertical(buckets, width):
    keys = list(range(min(buckets), max(buckets) + 1, width))
    height = max(buckets.values())
    for level in range(height, 0, -1):
        print(f"{level:>2} " + "".join(" ## " if buckets.get(k, 0) >= level else "    " for k in keys))
    print("   " + "".join(f"{k:^4}" for k in keys))


b = bucketize(SCORES, 10)
print(dict(sorted(b.items())))
horizontal(b, 10)
print()
vertical(b, 10)
n = len(SCORES)
mean = sum(SCORES) / n
var = sum((s - mean) ** 2 for s in SCORES) / n
ordered = sorted(SCORES)
median = (ordered[n // 2 - 1] + ordered[n // 2]) / 2
print(f"n={n} mean={mean:.2f} median={median} std={var ** 0.5:.3f} range={ordered[0]}..{ordered[-1]}")
above = [s for s in SCORES if s > mean]
print(f"{len(above)} above mean ({len(above) / n:.0%})")
