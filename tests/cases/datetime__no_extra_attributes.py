# The datetime types take no attributes besides their fields (CPython's are C types); a
# subclass without __slots__ has a dict for its own.
import copy
from datetime import date, datetime, time, timedelta, timezone, tzinfo

for x in [
    date(2024, 1, 2),
    time(),
    datetime(2024, 1, 2, 3, 4),
    timedelta(1),
    tzinfo(),
    timezone(timedelta(hours=1)),
    timezone.utc,
]:
    try:
        x.abc = 1
        print(type(x).__name__, "set")
    except AttributeError:
        print(type(x).__name__, "AttributeError")


class D(date):
    pass


class DT(datetime):
    pass


class TZ(tzinfo):
    def __init__(self, name):
        self.name = name

    def utcoffset(self, dt):
        return timedelta(hours=2)


d = D(2024, 1, 2)
d.note = "mine"
print(d, d.note, repr(d), d == date(2024, 1, 2), hash(d) == hash(date(2024, 1, 2)))
t = DT(2024, 1, 2, 3, tzinfo=TZ("two"))
t.note = 5
print(t, t.note, t.tzinfo.name, t.utcoffset(), t.replace(hour=4))
for v in (date(2024, 1, 2), datetime(2024, 1, 2, 3, 4, 5, 6), time(1, 2), timedelta(3, 4, 5), timezone.utc):
    print(repr(copy.copy(v)), repr(copy.deepcopy(v)), copy.copy(v) == v)
print(datetime(2024, 1, 2) + timedelta(days=40), hash(time(1)) == hash(time(1)))
