from datetime import date, datetime, timedelta, time, timezone, tzinfo


class Day(date):
    def label(self):
        return self.strftime("%d.%m.%Y")

    def next(self):
        return self + timedelta(days=1)


class Stamp(datetime):
    def __str__(self):
        return "Stamp<" + self.isoformat(timespec="seconds") + ">"


class Span(timedelta):
    def hours(self):
        return self.total_seconds() / 3600


d = Day(2024, 2, 28)
print(repr(d), d.label(), repr(d.next()), isinstance(d.next(), Day))
print(repr(d - timedelta(days=30)), isinstance(d - timedelta(days=30), Day), d - Day(2024, 1, 1))
print(isinstance(Day.today(), Day), repr(Day.fromordinal(1)), repr(Day.fromisoformat("2024-05-06")), isinstance(Day.fromisoformat("2024-05-06"), Day))
print(repr(d.replace(day=1)), isinstance(d.replace(day=1), Day), d == date(2024, 2, 28), hash(d) == hash(date(2024, 2, 28)))

s = Stamp(2024, 1, 2, 3, 4, 5)
print(s, repr(s), str(s + timedelta(hours=1)), isinstance(s + timedelta(hours=1), Stamp))
print(repr(Stamp.combine(date(2024, 1, 1), time(12))), repr(Stamp.strptime("2024", "%Y")), repr(Stamp.fromisoformat("2024-01-01T01:02")))
print(repr(Stamp.utcfromtimestamp(0)), repr(s.replace(hour=9)), isinstance(s.replace(hour=9), Stamp))
print(repr(s - Stamp(2024, 1, 1)), type(s - Stamp(2024, 1, 1)) is timedelta)
print(repr(Stamp.fromtimestamp(0, timezone.utc)), repr(s.astimezone(timezone(timedelta(hours=2)))) if s.tzinfo else "naive")

sp = Span(hours=36)
print(repr(sp), sp.hours(), repr(sp + sp), type(sp + sp) is timedelta, repr(-sp), repr(sp * 2), repr(abs(sp)))


class Shifted(tzinfo):
    def __init__(self, minutes):
        self.minutes = minutes

    def utcoffset(self, dt):
        return timedelta(minutes=self.minutes)

    def dst(self, dt):
        return None

    def tzname(self, dt):
        return "SHIFT%+d" % self.minutes

    def __repr__(self):
        return "Shifted(%d)" % self.minutes


z = Shifted(-90)
when = datetime(2024, 1, 1, 12, tzinfo=z)
print(when, when.tzname(), when.utcoffset(), when.astimezone(timezone.utc), when.timetuple().tm_isdst)
print(repr(time(1, 2, tzinfo=z)), time(1, 2, tzinfo=z).isoformat(), time(1, 2, tzinfo=z).strftime("%Z %z"))
