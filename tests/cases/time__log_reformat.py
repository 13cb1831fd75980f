import time

LINES = """\
[05/Mar/2024:14:07:09] GET /index.html 200 512
[05/Mar/2024:14:07:11] GET /style.css 200 128
[05/Mar/2024:23:59:59] POST /api 500 64
[06/Mar/2024:00:00:02] GET /index.html 304 0
[29/Feb/2024:08:15:00] GET /leap 200 2048
""".splitlines()

DAYS_BEFORE = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334]


def timegm(st):
    """Seconds since the epoch of a UTC struct_time (what calendar.timegm computes)."""
    y = st.tm_year
    days = (y - 1970) * 365 + (y - 1969) // 4 - (y - 1901) // 100 + (y - 1601) // 400
    leap = y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)
    days += DAYS_BEFORE[st.tm_mon - 1] + (1 if leap and st.tm_mon > 2 else 0) + st.tm_mday - 1
    return ((days * 24 + st.tm_hour) * 60 + st.tm_min) * 60 + st.tm_sec


records = []
for line in LINES:
    stamp, method, path, status, size = line.split()
    st = time.strptime(stamp, "[%d/%b/%Y:%H:%M:%S]")
    secs = timegm(st)
    assert time.gmtime(secs)[:6] == st[:6]
    records.append((secs, method, path, int(status), int(size)))
    print(time.strftime("%Y-%m-%dT%H:%M:%SZ", st), time.strftime("%a %d %b, week %V, day %j", st), method, path, status)

records.sort()
first, last = records[0][0], records[-1][0]
print("span seconds:", last - first, "=", (last - first) // 86400, "days")
by_day = {}
for secs, method, path, status, size in records:
    key = time.strftime("%Y-%m-%d", time.gmtime(secs))
    by_day.setdefault(key, []).append(size)
for day in sorted(by_day):
    print(day, len(by_day[day]), "requests", sum(by_day[day]), "bytes")
errors = [time.asctime(time.gmtime(s)) for s, m, p, st, z in records if st >= 500]
print("errors at:", errors)
gaps = [b[0] - a[0] for a, b in zip(records, records[1:])]
print("max gap:", max(gaps), "at", time.strftime("%H:%M:%S", time.gmtime(records[gaps.index(max(gaps))][0])))
