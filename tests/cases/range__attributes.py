for r in [range(5), range(1, 10, 2), range(10, 0, -3), range(-5, 5)]:
    print(r.start, r.stop, r.step, len(r), list(r)[:3], r[-1] if r else None, min(r), max(r))
print(range(3) == range(0, 3, 1), list(range(0)), [x for x in range(3) if x], tuple(range(2)))
