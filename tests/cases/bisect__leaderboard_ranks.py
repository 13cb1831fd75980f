import bisect

SCORES = [("ana", 88), ("bo", 92), ("cy", 75), ("di", 92), ("ed", 60), ("fay", 88), ("gus", 99)]
ordered = sorted(s for _, s in SCORES)
n = len(ordered)
for name, s in SCORES:
    below = bisect.bisect_left(ordered, s)
    ties = bisect.bisect_right(ordered, s) - below
    rank = n - bisect.bisect_right(ordered, s) + 1
    print(f"{name:<4} {s:>3} rank={rank} percentile={below / n:.0%} ties={ties}")
board = []
for name, s in SCORES:
    bisect.insort(board, (-s, name))
print([(name, -neg) for neg, name in board])
print(bisect.bisect_left(board, (-92, "")), bisect.bisect_right(board, (-92, "zzz")))
