import time

cases = [
    ("2024-03-05 14:07:09", "%Y-%m-%d %H:%M:%S"),
    ("Tue Mar  5 14:07:09 2024", "%a %b %d %H:%M:%S %Y"),
    ("Tue Mar  5 14:07:09 2024", "%c"),
    ("03/05/24", "%x"),
    ("14:07:09", "%X"),
    ("5 march 2024", "%d %B %Y"),
    ("MARCH 5", "%B %d"),
    ("2024 65", "%Y %j"),
    ("12:00 am", "%I:%M %p"),
    ("12:00 PM", "%I:%M %p"),
    ("1:30PM", "%I:%M%p"),
    ("2024-03-05T14:07:09.250+05:30", "%Y-%m-%dT%H:%M:%S.%f%z"),
    ("2024-03-05 -0800", "%Y-%m-%d %z"),
    ("2024-03-05 Z", "%Y-%m-%d %z"),
    ("2024-03-05 GMT", "%Y-%m-%d %Z"),
    ("2024-03-05 utc", "%Y-%m-%d %Z"),
    ("20240305", "%Y%m%d"),
    ("2024112", "%Y%m%d"),
    (" 5", "%d"),
    ("2024\t\t03", "%Y %m"),
    ("5%", "%d%%"),
    ("Feb 29", "%b %d"),
    ("99", "%y"),
    ("00", "%y"),
    ("Monday 2024", "%A %Y"),
    ("0 2024", "%w %Y"),
    ("7 2024", "%u %Y"),
]
for s, f in cases:
    st = time.strptime(s, f)
    print(repr(s), repr(f), tuple(st), st.tm_zone, st.tm_gmtoff)
print(time.strptime("Thu Jan  1 00:00:00 1970"))
for s, f in [("2024-13-01", "%Y-%m-%d"), ("24:00", "%H:%M"), ("2024", "%Y %m"), ("2024-03-05x", "%Y-%m-%d"), ("x", "%Q"),
             ("x", "%"), ("x", "% "), ("2024 12", "%G %V"), ("12 3", "%V %u"), ("2024-02-30", "%Y-%m-%d"), ("+05:3000", "%z"),
             ("2024 5 1 1", "%G %V %u %j"), ("", "%Y")]:
    try:
        time.strptime(s, f)
    except ValueError as e:
        print("ValueError:", e)
for bad in [(2024, "%Y"), ("2024", None)]:
    try:
        time.strptime(*bad)
    except TypeError as e:
        print("TypeError:", e)
