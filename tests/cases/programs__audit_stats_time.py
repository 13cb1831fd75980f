# Sensor readings: statistics, datetime with time zones, itertools grouping, seeded sampling.
import statistics as st
import itertools as it
import random
import math
from datetime import datetime, timedelta, timezone, time

base = datetime(2024, 3, 30, 22, 15, tzinfo=timezone.utc)
cet = timezone(timedelta(hours=1), 'CET')
readings = [(base + timedelta(minutes=37 * i), round(20 + 5 * math.sin(i / 3), 3)) for i in range(14)]
for ts, v in readings[:3]:
    print(ts.isoformat(), ts.astimezone(cet).strftime('%Y-%m-%d %H:%M %Z %z'), v)
vals = [v for _, v in readings]
print(st.mean(vals), st.fmean(vals), st.median_low(vals), st.median_high(vals), st.median_grouped([1, 2, 2, 3, 4]))
print(st.geometric_mean(vals), st.harmonic_mean(vals), st.variance(vals), st.pvariance(vals))
xs = list(range(len(vals)))
print(st.correlation(xs, vals), st.covariance(xs, vals), st.linear_regression(xs, vals))
print(st.mode([1, 1, 2, 3, 3, 3]), st.multimode('aabbbcccd'), st.quantiles(vals, n=5, method='inclusive'))
for day, group in it.groupby(readings, key=lambda r: r[0].date()):
    g = [v for _, v in group]
    print(day, len(g), min(g), max(g), f"{st.mean(g):.3f}")
print(list(it.accumulate([3, 1, 4, 1, 5], max)), list(it.pairwise('abcd')), list(it.combinations('abc', 2)))
print(list(it.islice(it.cycle('xy'), 5)), list(it.starmap(pow, [(2, 5), (3, 2)])), list(it.zip_longest('ab', [1], fillvalue='-')))
print(list(it.product([0, 1], repeat=2)), list(it.compress('abcdef', [1, 0, 1, 0, 1, 1])), list(it.takewhile(lambda x: x < 3, [1, 2, 5, 1])))
random.seed(2024)
print(random.random(), random.randint(1, 100), random.choice(vals), random.sample(range(50), 4))
print(random.gauss(0, 1), random.uniform(1, 2), random.choices('abc', weights=[5, 1, 1], k=6))
deck = list(range(10))
random.shuffle(deck)
print(deck, random.randrange(0, 100, 7), random.getrandbits(20))
t = datetime(2024, 12, 31, 23, 59, 59, 999999)
print(t + timedelta(microseconds=1), (t - datetime(2024, 1, 1)).total_seconds(), t.timetuple().tm_yday, t.isoweekday())
print(datetime.fromisoformat('2024-02-29T12:30:00+05:30').utcoffset(), datetime.strptime('07/04/24 3PM', '%m/%d/%y %I%p'))
print(timedelta(days=-1, seconds=5), timedelta(hours=36) // timedelta(hours=5), abs(timedelta(-3)), timedelta(1.5) * 3)
print(time(9, 5).strftime('%H:%M:%S %p'), datetime(2024, 1, 1).strftime('%a %b %d %U %W %G-W%V-%u %y %%'), time(23, 59, 1).isoformat('minutes'))
