import datetime
from datetime import date, timedelta

d = date(2024, 2, 28)
print(d, repr(d), d.year, d.month, d.day)
print(d + timedelta(days=1), d + timedelta(days=2), d - timedelta(days=59), d + timedelta(hours=47))
print(date(2024, 3, 1) - date(2024, 2, 1), (date(2025, 1, 1) - date(2024, 1, 1)).days)
print(d.weekday(), d.isoweekday(), d.toordinal(), date.fromordinal(d.toordinal()))
print(d.isocalendar(), d.isocalendar().week, d.isocalendar()[0])
print(d.timetuple())
print(d.ctime(), d.isoformat(), str(d))
print(d.replace(day=29), d.replace(year=2023, month=3))
print(date.min, date.max, date.resolution)
print(datetime.MINYEAR, datetime.MAXYEAR)
print(date(2024, 1, 1) < date(2024, 1, 2), date(2024, 1, 1) == date(2024, 1, 1), date(2024, 1, 1) != date(2023, 12, 31))
print(sorted([date(2023, 5, 1), date(2021, 12, 31), date(2023, 1, 15)]))
print(len({date(2024, 1, 1), date(2024, 1, 1), date(2024, 1, 2)}))
print(date.fromisoformat("2024-03-05"), date.fromisoformat("20240305"), date.fromisoformat("2024-W10-2"), date.fromisoformat("2024W102"))
print(date.fromisocalendar(2020, 53, 7), date.fromisocalendar(2024, 1, 1))
for y in (2019, 2020, 2021, 2026):
    print(y, [date(y, 12, dd).isocalendar()[:2] for dd in (28, 29, 30, 31)], date(y, 1, 1).isocalendar())
print(date(1, 1, 1).toordinal(), date(9999, 12, 31).toordinal(), date.fromordinal(730120))
print(f"{d:%A %d %B %Y}", "{:%j}".format(d), format(d, ""), format(d, "%U-%W"))
