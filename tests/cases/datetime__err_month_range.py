from datetime import date

# Build the first day of each month from a list that contains a bad entry.
months = [1, 4, 7, 10, 13]
for m in months:
    d = date(2024, m, 1)
    print(d.isoformat(), d.strftime("%B"))
