class Interval:
    def __init__(self, start, end):
        if end < start:
            raise ValueError(f"invalid interval [{start}, {end})")
        self.start, self.end = start, end

    def __repr__(self):
        return f"[{self.start},{self.end})"

    def __len__(self):
        return self.end - self.start

    def overlaps(self, other):
        return self.start < other.end and other.start < self.end

    def __and__(self, other):
        if not self.overlaps(other):
            return None
        return Interval(max(self.start, other.start), min(self.end, other.end))

    def __or__(self, other):
        if not (self.overlaps(other) or self.end == other.start or other.end == self.start):
            raise ValueError(f"{self} and {other} are disjoint")
        return Interval(min(self.start, other.start), max(self.end, other.end))

    def __lt__(self, other):
        return (self.start, self.end) < (other.start, other.end)

    def __eq__(self, other):
        return (self.start, self.end) == (other.start, other.end)

    def __contains__(self, x):
        return self.start <= x < self.end

def merge(intervals):
    out = []
    for iv in sorted(intervals):
        if out and (out[-1].overlaps(iv) or out[-1].end == iv.start):
            out[-1] = out[-1] | iv
        else:
            out.append(Interval(iv.start, iv.end))
    return out

def gaps(intervals, lo, hi):
    merged = merge(intervals)
    out, cur = [], lo
    for iv in merged:
        if iv.start > cur:
            out.append(Interval(cur, min(iv.start, hi)))
        cur = max(cur, iv.end)
    if cur < hi:
        out.append(Interval(cur, hi))
    return out

meetings = [Interval(*p) for p in [(9, 10), (13, 15), (9, 11), (14, 16), (16, 17), (11, 12), (20, 21)]]
print(sorted(meetings))
m = merge(meetings)
print("merged:", m, "busy hours:", sum(len(iv) for iv in m))
print("free 8-22:", gaps(meetings, 8, 22))
print(Interval(1, 5) & Interval(3, 9), Interval(1, 2) & Interval(5, 6), Interval(1, 5) | Interval(5, 7))
print(3 in Interval(1, 5), 5 in Interval(1, 5), Interval(1, 3) == Interval(1, 3))
pairs = [(a, b) for i, a in enumerate(meetings) for b in meetings[i + 1:] if a.overlaps(b)]
print("conflicts:", pairs)
for bad in [lambda: Interval(5, 1), lambda: Interval(1, 2) | Interval(3, 4)]:
    try:
        bad()
    except ValueError as e:
        print("ValueError:", e)
