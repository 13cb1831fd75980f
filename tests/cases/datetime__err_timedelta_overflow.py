from datetime import timedelta

step = timedelta(days=100000000)
total = timedelta(0)
for i in range(12):
    total += step
    print(i, total.days)
