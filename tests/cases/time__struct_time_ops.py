import time

a = time.gmtime(1_000_000_000)
b = time.gmtime(2_000_000_000)
print(a)
print(b)
print(a < b, a == time.gmtime(1_000_000_000), a != b, max(a, b).tm_year, min(a, b)[:3])
print(tuple(a) + tuple(b)[:2], a[::2], a[-3:], list(reversed(a))[:3])
print({a: "a", b: "b"}[time.gmtime(1_000_000_000)], len({a, time.gmtime(1_000_000_000), b}))
fields = ["tm_year", "tm_mon", "tm_mday", "tm_hour", "tm_min", "tm_sec", "tm_wday", "tm_yday", "tm_isdst", "tm_zone", "tm_gmtoff"]
print({f: getattr(a, f) for f in fields})
parsed = time.strptime("2001-09-09 01:46:40", "%Y-%m-%d %H:%M:%S")
print(parsed[:6] == a[:6], parsed.tm_isdst, parsed.tm_zone, parsed.tm_gmtoff, parsed.tm_wday == a.tm_wday, parsed.tm_yday == a.tm_yday)
z = time.strptime("2001-09-09 01:46:40 +0200", "%Y-%m-%d %H:%M:%S %z")
print(z.tm_gmtoff, z.tm_zone, z[:6])
n = time.strptime("2001-09-09 GMT", "%Y-%m-%d %Z")
print(n.tm_isdst, n.tm_zone, n.tm_gmtoff)
built = time.struct_time((2024, 2, 29, 12, 0, 0, 3, 60, 0, "UTC", 0))
print(built, built.tm_zone, time.strftime("%Y-%m-%d %Z %z", built))
rows = [time.gmtime(t) for t in (86400 * 3, 86400, 86400 * 2)]
print([r.tm_mday for r in sorted(rows)], [r.tm_wday for r in sorted(rows, key=lambda r: r.tm_wday)])
y, mo, d, h, mi, s, wd, yd, dst = a
print(y, mo, d, h, mi, s, wd, yd, dst)
