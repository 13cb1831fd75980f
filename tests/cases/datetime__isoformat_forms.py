from datetime import date, datetime, time

for s in ["2024-01-02", "20240102", "2024-W01", "2024W01", "2024-W01-3", "2024W013", "2024-W53-1", "2020-W53-7"]:
    try:
        print(s, "->", date.fromisoformat(s))
    except ValueError as e:
        print(s, "-> ValueError:", e)

for s in ["2024-01-02T03:04:05", "2024-01-02 03:04", "2024-01-02T03", "20240102T030405", "2024-01-02T03:04:05.1",
          "2024-01-02T03:04:05.123456789", "2024-01-02T03:04:05,25", "2024-01-02T03:04:05Z", "2024-01-02T03:04:05+00:00",
          "2024-01-02T03:04:05-0330", "2024-01-02T03:04:05+05", "2024-01-02T03:04:05+01:02:03.5", "2024-W01-2T10:00",
          "2024W012T1000", "2024-01-02X03:04", "2024-01-02", "2024-01-02T", "2024-01-02T03:04:05.", "2024-01-02T24:00",
          "2024-01-02T03:04:05+24:00", "2024-02-30T00:00", "2024-1-2", "20240102T03:0405"]:
    try:
        print(s, "->", repr(datetime.fromisoformat(s)))
    except ValueError as e:
        print(s, "-> ValueError:", e)

for s in ["03:04", "T03:04:05", "0304", "030405.5", "03", "03:04:05.000001+01:00", "03:04:05Z", "03:04:05.5-0200", "3:04", "03:04:05 ", ""]:
    try:
        print(repr(s), "->", repr(time.fromisoformat(s)))
    except ValueError as e:
        print(repr(s), "-> ValueError:", e)

# Round trips through isoformat.
for dt in [datetime(2024, 1, 2, 3, 4, 5), datetime(2024, 1, 2, 3, 4, 5, 6), datetime(1, 1, 1), datetime(9999, 12, 31, 23, 59, 59, 999999)]:
    for spec in ["auto", "hours", "minutes", "seconds", "milliseconds", "microseconds"]:
        text = dt.isoformat(timespec=spec)
        print(spec, text, datetime.fromisoformat(text) == dt)
try:
    date.fromisoformat(20240102)
except TypeError as e:
    print("TypeError:", e)
