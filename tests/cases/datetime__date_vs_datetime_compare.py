# A date and a datetime compare as unrelated types by operator (datetime, the subclass, is
# asked first), but date's own __eq__ called directly compares the datetime's date part.
from datetime import date, datetime, time

d = date(2024, 5, 17)
dt = datetime.combine(d, time(12, 30))
print(d == dt, dt == d, d != dt, dt != d)
ops = {
    "<": lambda a, b: a < b,
    "<=": lambda a, b: a <= b,
    ">": lambda a, b: a > b,
    ">=": lambda a, b: a >= b,
}
for op, f in ops.items():
    for a, b in ((d, dt), (dt, d)):
        try:
            print(f(a, b))
        except TypeError as e:
            print(op, type(a).__name__, "TypeError:", e)
print(d.__eq__(dt), d.__ne__(dt), d.__lt__(dt), d.__le__(dt), d.__ge__(dt))
print(d.__eq__(dt.replace(day=18)), d.__lt__(dt.replace(day=18)))
print(dt.__eq__(d), dt.__ne__(d))


class SubDate(date):
    pass


class SubDatetime(datetime):
    pass


print(d == SubDate(2024, 5, 17), SubDate(2024, 5, 17) == d, d < SubDate(2024, 5, 18))
print(dt == SubDatetime(2024, 5, 17, 12, 30), SubDatetime(2024, 5, 17, 12, 30) == dt)
print(SubDate(2024, 5, 17) == SubDatetime(2024, 5, 17), d.__eq__(SubDatetime(2024, 5, 17, 1)))
print(d.__eq__(5), d == 5, dt.__eq__(5))
