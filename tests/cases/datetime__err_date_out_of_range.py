from datetime import date, timedelta

d = date(9999, 12, 25)
while True:
    d += timedelta(days=3)
    print(d, d.strftime("%a"))
