from datetime import timedelta

# Normalization: every timedelta is stored as days, seconds (0..86399), microseconds.
for td in [timedelta(-1), timedelta(seconds=-1), timedelta(microseconds=-1), timedelta(hours=-1.5),
           timedelta(days=1, hours=25, minutes=61, seconds=61, milliseconds=1001, microseconds=1001),
           timedelta(weeks=2, days=-3), timedelta(0), timedelta(days=0.5, seconds=0.5, microseconds=0.5)]:
    print(repr(td), "|", str(td), "|", td.days, td.seconds, td.microseconds, td.total_seconds())

a = timedelta(hours=5, minutes=30)
b = timedelta(minutes=45)
print(a + b, a - b, b - a, -a, +a, abs(b - a))
print(a * 3, 3 * a, a * 1.5, 0.25 * a, a / 4, a / 2.5, a // 7, a // b, a % b, a / b)
q, r = divmod(a, b)
print(q, r)
print(timedelta(microseconds=5) / 2, timedelta(microseconds=7) / 2, timedelta(microseconds=-5) / 2)
print(timedelta(seconds=1) * (1 / 3), timedelta(days=1) * (2 / 3), timedelta(microseconds=3) * 0.5)
print(timedelta(hours=-1) // 7, timedelta(seconds=-100) % timedelta(seconds=30))
print(sum([timedelta(minutes=m) for m in (15, 30, 45, 50)], timedelta()))
print(bool(timedelta(0)), bool(timedelta(microseconds=1)))
print(timedelta(days=1) == timedelta(hours=24), timedelta(days=1) > timedelta(hours=23, minutes=59))
print(sorted([timedelta(hours=2), timedelta(-1), timedelta(0), timedelta(minutes=90)]))
print(min(timedelta(1), timedelta(-2)), max(timedelta(1), timedelta(-2)))
print(timedelta.min, timedelta.max, timedelta.resolution)
print(repr(timedelta.min), repr(timedelta.max))
print(len({timedelta(hours=1), timedelta(minutes=60), timedelta(seconds=3600)}))
print(f"{timedelta(hours=36, seconds=5)}", "%s" % timedelta(milliseconds=1500), "%r" % (timedelta(weeks=1),))
