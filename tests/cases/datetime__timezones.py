from datetime import datetime, timedelta, timezone, time, tzinfo, UTC

utc = timezone.utc
ist = timezone(timedelta(hours=5, minutes=30), "IST")
est = timezone(timedelta(hours=-5))
odd = timezone(timedelta(hours=-3, seconds=-30))
for tz in (utc, ist, est, odd, timezone.min, timezone.max, timezone(timedelta(0), "Z0"), timezone(timedelta(0))):
    print(repr(tz), str(tz), tz.utcoffset(None), tz.tzname(None), tz.dst(None))
print(UTC is utc, timezone(timedelta(hours=1)) == timezone(timedelta(hours=1), "x"), timezone(timedelta(0)) == utc)
meeting = datetime(2024, 6, 1, 9, 0, tzinfo=ist)
print(meeting, repr(meeting))
print(meeting.astimezone(utc), meeting.astimezone(est), meeting.astimezone(odd))
print(meeting.utcoffset(), meeting.tzname(), meeting.dst(), meeting.timestamp())
print(meeting.isoformat(), meeting.strftime("%Y-%m-%d %H:%M %z %Z"))
other = datetime(2024, 6, 1, 3, 30, tzinfo=utc)
print(meeting == other, meeting - other, hash(meeting) == hash(other))
print(sorted([datetime(2024, 1, 1, 12, tzinfo=est), datetime(2024, 1, 1, 12, tzinfo=ist), datetime(2024, 1, 1, 12, tzinfo=utc)]))
print(datetime.fromtimestamp(0, est), datetime.fromtimestamp(86400 * 365, tz=ist))
print(datetime(2024, 1, 1, tzinfo=utc).astimezone(ist), datetime(2024, 1, 1, tzinfo=est).astimezone(utc).timestamp())
print(datetime(2024, 1, 1, 12).replace(tzinfo=ist).timetuple())
print(datetime(2024, 1, 1, 12, tzinfo=ist).utctimetuple())
t = time(23, 30, tzinfo=ist)
print(t, t.utcoffset(), t.tzname(), time(18, 0, tzinfo=utc) == t, time(18, 1, tzinfo=utc) > t)


class Fixed(tzinfo):
    """A user tzinfo with a DST flag."""

    def __init__(self, hours, name, dst):
        self.off = timedelta(hours=hours)
        self.name = name
        self.dstoff = timedelta(hours=dst)

    def utcoffset(self, dt):
        return self.off

    def dst(self, dt):
        return self.dstoff

    def tzname(self, dt):
        return self.name

    def __repr__(self):
        return "Fixed(%s)" % self.name


cest = Fixed(2, "CEST", 1)
d = datetime(2024, 7, 1, 12, tzinfo=cest)
print(d, d.tzname(), d.dst(), d.timetuple().tm_isdst, d.astimezone(utc), repr(d))
print(utc.fromutc(datetime(2024, 1, 1, tzinfo=utc)), cest.fromutc(datetime(2024, 1, 1, tzinfo=cest)))
print(datetime(2024, 1, 1, tzinfo=cest).strftime("%z|%Z|%%z"), datetime.now(utc).tzinfo, datetime.now(tz=ist).tzinfo is ist)
