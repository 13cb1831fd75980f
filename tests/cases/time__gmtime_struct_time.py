import time

for t in (0, 1, -1, 86399, 951782400, 1234567890, 1700000000.75, -2208988800, 4102444800, -62135596800):
    st = time.gmtime(t)
    print(t, tuple(st), st.tm_yday, st.tm_wday, st.tm_zone, st.tm_gmtoff)
st = time.gmtime(1709647629)
print(st)
print(st[0], st[-1], st[2:5], len(st), list(st)[:3], st.tm_year, st.tm_mon, st.tm_mday, st.tm_hour, st.tm_min, st.tm_sec)
year, month, day, *rest = st
print(year, month, day, rest)
print(st == (2024, 3, 5, 14, 7, 9, 1, 65, 0), st < time.gmtime(1709647630), isinstance(st, tuple))
print(sorted([time.gmtime(500), time.gmtime(100), time.gmtime(300)])[0].tm_sec)
print(hash(st) == hash(tuple(st)), st + (1,), st.count(0), st.index(14))
print(time.struct_time.n_fields, time.struct_time.n_sequence_fields, time.struct_time.n_unnamed_fields)
custom = time.struct_time((2000, 1, 2, 3, 4, 5, 6, 2, 0, "EST", -18000))
print(custom, custom.tm_zone, custom.tm_gmtoff, len(custom))
print(time.struct_time([1999, 12, 31, 23, 59, 59, 4, 365, -1]).tm_zone)
print(str(time.gmtime(86400 * 365.25 * 30)))
