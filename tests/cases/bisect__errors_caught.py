import bisect

checks = [
    lambda: bisect.bisect_right(),
    lambda: bisect.bisect_right([1]),
    lambda: bisect.bisect_right([1], 1, 0, 1, 2),
    lambda: bisect.bisect_right([1], 1, lo=0.5),
    lambda: bisect.bisect_right([1, 2, 3], 2, hi=1.0),
    lambda: bisect.bisect_right([1, 2, 3], 2, 0, 10),
    lambda: bisect.bisect_right([1, 2], 1, x=3),
    lambda: bisect.insort([1, 2], 1, foo=2),
    lambda: bisect.insort(),
    lambda: bisect.insort_left((1, 2), 1),
    lambda: bisect.bisect_left([1, 2, 3], 2, lo=-1),
    lambda: bisect.bisect_left([1, 2, 3], 2, hi=2 ** 70),
    lambda: bisect.bisect_left([1, 2, 3], 2, lo=2 ** 70),
    lambda: bisect.bisect(5, 1),
    lambda: bisect.bisect_left([1, 2, 3], "a"),
    lambda: bisect.bisect_right([1, 2, 3], 2, None),
    lambda: bisect.bisect_left([1, 2, 3], 2, hi="x"),
    lambda: bisect.insort_right([1, 2], "b", key=len),
]
for check in checks:
    try:
        print("ok", check())
    except (TypeError, ValueError, IndexError, OverflowError, AttributeError) as exc:
        print(repr(exc))
