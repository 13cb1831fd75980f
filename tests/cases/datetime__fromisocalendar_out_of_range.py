import datetime

for args in [(2 << 32, 1, 1), (2019, 2 << 32, 1), (2019, 1, 2 << 32), (-(2 << 32), 1, 1), (10000, 1, 1), (2019, 54, 1)]:
    for cls in (datetime.date, datetime.datetime):
        try:
            cls.fromisocalendar(*args)
        except ValueError as e:
            print(cls.__name__, "ValueError:", e)
print(datetime.date.fromisocalendar(2019, 1, 1))
