import time

# Week-based dates: %U (Sunday first), %W (Monday first) and ISO %G/%V/%u.
for year in (2019, 2020, 2021, 2023, 2024, 2026):
    row = []
    for week, day in ((0, 0), (1, 1), (10, 3), (52, 6), (53, 0)):
        u = time.strptime("%d %d %d" % (year, week, day), "%Y %U %w")
        w = time.strptime("%d %d %d" % (year, week, day), "%Y %W %w")
        row.append("%02d/%02d:%d-%02d-%02d/%d-%02d-%02d" % (week, day, u.tm_year, u.tm_mon, u.tm_mday, w.tm_year, w.tm_mon, w.tm_mday))
    print(year, " ".join(row))
for year in (2004, 2015, 2020, 2021, 2027):
    out = []
    for week in (1, 26, 52, 53):
        for day in (1, 7):
            try:
                st = time.strptime("%d-W%02d-%d" % (year, week, day), "%G-W%V-%u")
                out.append("%d-%02d-%02d(%d)" % (st.tm_year, st.tm_mon, st.tm_mday, st.tm_yday))
            except ValueError as e:
                out.append("err")
    print(year, out)
# Round trip: format with ISO week directives, parse back.
for secs in range(0, 366 * 86400 * 3, 86400 * 47):
    st = time.gmtime(1577836800 + secs)
    text = time.strftime("%G %V %u", st)
    back = time.strptime(text, "%G %V %u")
    assert back[:3] == st[:3], (text, back, st)
    text2 = time.strftime("%Y %j", st)
    assert time.strptime(text2, "%Y %j")[:3] == st[:3]
print("round trips ok")
