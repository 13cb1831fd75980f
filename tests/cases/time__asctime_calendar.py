import time

# A month calendar and weekday statistics built only from gmtime, strftime and asctime.
def month_grid(year, month):
    start = None
    secs = 0
    # Find the first day of the month by walking from a known epoch offset.
    guess = int(((year - 1970) * 365.2425 + (month - 1) * 30.44) * 86400)
    st = time.gmtime(guess)
    while (st.tm_year, st.tm_mon) > (year, month) or (st.tm_year, st.tm_mon, st.tm_mday) > (year, month, 1):
        guess -= 86400
        st = time.gmtime(guess)
    while (st.tm_year, st.tm_mon, st.tm_mday) < (year, month, 1):
        guess += 86400
        st = time.gmtime(guess)
    rows = []
    row = ["  "] * st.tm_wday
    while st.tm_mon == month:
        row.append("%2d" % st.tm_mday)
        if len(row) == 7:
            rows.append(" ".join(row))
            row = []
        guess += 86400
        st = time.gmtime(guess)
    if row:
        rows.append(" ".join(row))
    return rows


for y, m in ((2024, 2), (2023, 10), (1970, 1)):
    title = time.strftime("%B %Y", (y, m, 1, 0, 0, 0, 0, 1, 0))
    print(title.center(20))
    print("Mo Tu We Th Fr Sa Su")
    for r in month_grid(y, m):
        print(r)

counts = {}
for day in range(0, 400 * 365, 97):
    st = time.gmtime(day * 86400)
    if st.tm_mday == 13:
        name = time.strftime("%A", st)
        counts[name] = counts.get(name, 0) + 1
print(sorted(counts.items()))
for secs in (0, 10 ** 9, 2 ** 31 - 1, 2 ** 31, -(2 ** 31)):
    print(secs, time.asctime(time.gmtime(secs)), time.strftime("%a %b %e %H:%M:%S %Y", time.gmtime(secs)) == time.asctime(time.gmtime(secs)))
