from datetime import datetime, date, time, timezone, timedelta

stamp = datetime(2023, 11, 5, 7, 4, 9, 12345)
fmts = ["%Y-%m-%d %H:%M:%S", "%a %A %b %B %d", "%I:%M %p", "%j %U %W", "%y %C %G %V %u %w",
        "%c", "%x", "%X", "%D %T %R %r", "%e|%k|%l", "%f", "%%Y is literal", "%-d/%-m %_H", "%^a %^B %#p",
        "week %V of %G", "%5Y|%3d|%010f"]
for f in fmts:
    print(repr(f), "->", repr(stamp.strftime(f)))
print(date(1, 1, 1).strftime("%Y %y %G %C %a"), date(999, 12, 31).strftime("%Y/%m/%d %j"))
print(time(18, 5, 30, 7).strftime("%H:%M:%S.%f %p %I | %Y-%m-%d"))
aware = datetime(2023, 11, 5, 7, 4, tzinfo=timezone(timedelta(hours=-8), "PST"))
print(aware.strftime("%H:%M %z %Z"), aware.strftime("%%z%z"))
print(datetime(2023, 1, 1, tzinfo=timezone(timedelta(seconds=5415, microseconds=7))).strftime("%z"))

samples = [
    ("2023-11-05 07:04:09", "%Y-%m-%d %H:%M:%S"),
    ("05/11/23", "%d/%m/%y"),
    ("Sunday, November 5, 2023 7:04 AM", "%A, %B %d, %Y %I:%M %p"),
    ("nov 5 2023", "%b %d %Y"),
    ("2023-309", "%Y-%j"),
    ("2023 44 0", "%Y %U %w"),
    ("2023 44 1", "%Y %W %u"),
    ("2023-W44-7", "%G-W%V-%u"),
    ("12:30:45.5", "%H:%M:%S.%f"),
    ("2023-11-05T07:04:09+0530", "%Y-%m-%dT%H:%M:%S%z"),
    ("2023-11-05 07:04 -08:00", "%Y-%m-%d %H:%M %z"),
    ("2023-11-05 07:04 Z", "%Y-%m-%d %H:%M %z"),
    ("2023-11-05 UTC", "%Y-%m-%d %Z"),
    ("Sun Nov  5 07:04:09 2023", "%c"),
    ("11/05/23 07:04:09", "%x %X"),
    ("1999", "%Y"),
    ("68", "%y"),
    ("69", "%y"),
]
for s, f in samples:
    d = datetime.strptime(s, f)
    print(repr(s), "->", repr(d))
for s, f in [("2023-13-01", "%Y-%m-%d"), ("2023-02-29", "%Y-%m-%d"), ("7:04", "%H:%M:%S"), ("2023x", "%Y"), ("2023", "%Y %Q"), ("10", "%"),
             ("2023 10", "%G %V"), ("31 Feb", "%d %b")]:
    try:
        datetime.strptime(s, f)
    except ValueError as e:
        print("ValueError:", e)
