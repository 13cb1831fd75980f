import bisect

READINGS = """08:00 12.1
08:05 12.4
08:10 13.0
08:15 13.8
08:20 14.1
08:25 13.9
08:30 13.2
08:35 12.8
"""


def minutes(hhmm):
    h, m = hhmm.split(":")
    return int(h) * 60 + int(m)


times, values = [], []
for line in READINGS.strip().splitlines():
    t, v = line.split()
    times.append(minutes(t))
    values.append(float(v))

for start, end in [("08:00", "08:10"), ("08:07", "08:22"), ("08:30", "09:00"), ("07:00", "07:30")]:
    lo = bisect.bisect_left(times, minutes(start))
    hi = bisect.bisect_right(times, minutes(end))
    window = values[lo:hi]
    avg = round(sum(window) / len(window), 3) if window else None
    print(start, end, lo, hi, window, avg)

# Nearest reading to arbitrary times.
for q in ["08:02", "08:03", "08:17", "08:40", "07:59"]:
    t = minutes(q)
    i = bisect.bisect_left(times, t)
    candidates = [j for j in (i - 1, i) if 0 <= j < len(times)]
    best = min(candidates, key=lambda j: (abs(times[j] - t), j))
    print(q, "->", READINGS.split()[2 * best], values[best])
