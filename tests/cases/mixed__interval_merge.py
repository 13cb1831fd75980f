def merge_intervals(intervals):
    result = []
    for start, end in sorted(intervals):
        if result and start <= result[-1][1]:
            result[-1][1] = max(result[-1][1], end)
        else:
            result.append([start, end])
    return [tuple(r) for r in result]


def total_covered(intervals):
    return sum(e - s for s, e in merge_intervals(intervals))


def gaps(intervals, lo, hi):
    merged = merge_intervals(intervals)
    free = []
    cursor = lo
    for s, e in merged:
        if s > cursor:
            free.append((cursor, min(s, hi)))
        cursor = max(cursor, e)
    if cursor < hi:
        free.append((cursor, hi))
    return [(a, b) for a, b in free if a < b]


def fmt(minutes):
    h, m = divmod(minutes, 60)
    return f"{h:02d}:{m:02d}"


meetings = [(540, 600), (570, 630), (720, 780), (900, 960), (930, 1000), (960, 990), (600, 615)]
merged = merge_intervals(meetings)
print("busy:", ", ".join(f"{fmt(s)}-{fmt(e)}" for s, e in merged))
print("busy minutes:", total_covered(meetings))
free = gaps(meetings, 480, 1080)
print("free:", ", ".join(f"{fmt(s)}-{fmt(e)}" for s, e in free))
longest = max(free, key=lambda iv: iv[1] - iv[0])
print("longest free slot:", fmt(longest[0]), "for", longest[1] - longest[0], "minutes")
print(merge_intervals([]), merge_intervals([(1, 2)]), merge_intervals([(5, 6), (1, 10)]))
print([merge_intervals(group) for group in [[(1, 2), (2, 3)], 7]])
