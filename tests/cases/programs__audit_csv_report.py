# A CSV-ish sales export parsed by hand, summarised per region and month, and printed as a report.
import statistics
from collections import Counter, defaultdict
from datetime import datetime, date, timedelta

raw = """date;region;product;units;unit_price
2024-01-03;North;Widget;12;2.50
2024-01-17;South;Gadget;3;19.99
2024-02-01;North;Gadget;7;19.99
2024-02-14;East;Widget;40;2.45
2024-02-29;South;Widget;5;2.50
2024-03-10;East;Gizmo;1;149.00
2024-03-11;North;Widget;;2.50
2024-03-31;West;Gadget;9;18.75
"""

lines = [l for l in raw.strip().splitlines()]
header = lines[0].split(';')
rows, bad = [], []
for n, line in enumerate(lines[1:], start=2):
    rec = dict(zip(header, line.split(';')))
    try:
        rec['units'] = int(rec['units'])
    except ValueError as e:
        bad.append((n, str(e)))
        continue
    rec['unit_price'] = float(rec['unit_price'])
    rec['date'] = datetime.strptime(rec['date'], '%Y-%m-%d').date()
    rec['revenue'] = round(rec['units'] * rec['unit_price'], 2)
    rows.append(rec)

print(f"{len(rows)} rows, {len(bad)} rejected: {bad}")
by_region = defaultdict(float)
by_month = defaultdict(list)
for r in rows:
    by_region[r['region']] += r['revenue']
    by_month[r['date'].strftime('%b %Y')].append(r['revenue'])

print(f"{'Region':<8}{'Revenue':>12}{'Share':>8}")
total = sum(by_region.values())
for region, rev in sorted(by_region.items(), key=lambda kv: -kv[1]):
    print(f"{region:<8}{rev:>12,.2f}{rev / total:>8.1%}")
print(f"{'Total':<8}{total:>12,.2f}")
for month, revs in by_month.items():
    print(month, len(revs), f"mean={statistics.mean(revs):.3f}", f"median={statistics.median(revs)}",
          f"stdev={statistics.stdev(revs):.4f}" if len(revs) > 1 else "stdev=n/a")
units = [r['units'] for r in rows]
print('quantiles', statistics.quantiles(units, n=4), 'pstdev', round(statistics.pstdev(units), 6))
print('top products', Counter(r['product'] for r in rows).most_common(2))
first, last = min(r['date'] for r in rows), max(r['date'] for r in rows)
span = last - first
print('span', span, span.days // 7, 'weeks', (first + timedelta(days=45)).isoformat(), last.weekday(), last.strftime('%A %d %B %Y, day %j'))
print(date(2024, 2, 29).replace(year=2028), date.fromisoformat('2024-03-31').isocalendar())
