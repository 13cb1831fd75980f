from datetime import date, datetime, time, timedelta

HOLIDAYS = {date(2024, 12, 25), date(2024, 12, 26), date(2025, 1, 1)}


def add_business_days(start, n):
    d = start
    while n > 0:
        d += timedelta(days=1)
        if d.weekday() < 5 and d not in HOLIDAYS:
            n -= 1
    return d


def month_end(d):
    nxt = d.replace(day=28) + timedelta(days=4)
    return nxt - timedelta(days=nxt.day)


def add_months(d, months):
    m = d.month - 1 + months
    y = d.year + m // 12
    m = m % 12 + 1
    return d.replace(year=y, month=m, day=min(d.day, month_end(date(y, m, 1)).day))


start = date(2024, 12, 20)
for n in (1, 3, 5, 10):
    print(f"{n:2} business days after {start}: {add_business_days(start, n):%a %Y-%m-%d}")
for d in (date(2024, 1, 31), date(2024, 2, 15), date(2023, 2, 1), date(2024, 12, 1)):
    print(d, "month end", month_end(d), "+1 month", add_months(d, 1), "+13 months", add_months(d, 13))

# Weekly stand-up every Monday 09:30, first four occurrences from a given moment.
now = datetime(2024, 2, 28, 10, 0)
days_ahead = (0 - now.weekday()) % 7
first = datetime.combine(now.date() + timedelta(days=days_ahead), time(9, 30))
if first <= now:
    first += timedelta(weeks=1)
for i in range(4):
    occ = first + timedelta(weeks=i)
    print(occ.isoformat(timespec="minutes"), occ.strftime("week %W, day %j"))

# Age and countdown calculations.
born = date(1990, 2, 28)
for today in (date(2024, 2, 27), date(2024, 2, 28), date(2024, 2, 29)):
    age = today.year - born.year - ((today.month, today.day) < (born.month, born.day))
    print(today, "age", age)
deadline = datetime(2024, 12, 31, 23, 59, 59)
left = deadline - datetime(2024, 3, 1, 8, 0)
hours, rem = divmod(left.seconds, 3600)
print(f"{left.days} days {hours} hours {rem // 60} minutes", left.total_seconds())

# A small month calendar built from dates alone.
first_day = date(2024, 9, 1)
print(first_day.strftime("%B %Y").center(20))
print("Mo Tu We Th Fr Sa Su")
cells = ["  "] * first_day.weekday()
d = first_day
while d.month == 9:
    cells.append(f"{d.day:2}")
    d += timedelta(days=1)
for i in range(0, len(cells), 7):
    print(" ".join(cells[i:i + 7]))
