DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]


def is_leap(y):
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)


def days_in_month(y, m):
    return 29 if m == 2 and is_leap(y) else MONTH_DAYS[m - 1]


def day_of_week(y, m, d):
    if m < 3:
        m += 12
        y -= 1
    k, j = y % 100, y // 100
    h = (d + 13 * (m + 1) // 5 + k + k // 4 + j // 4 + 5 * j) % 7
    return DAYS[(h + 5) % 7]


def ordinal(y, m, d):
    return sum(days_in_month(y, mm) for mm in range(1, m)) + d


def days_between(a, b):
    def absolute(y, m, d):
        years = y - 1
        return years * 365 + years // 4 - years // 100 + years // 400 + ordinal(y, m, d)
    return absolute(*b) - absolute(*a)


print([y for y in [1900, 2000, 2020, 2023, 2024, 2100] if is_leap(y)])
for date in [(2000, 1, 1), (1969, 7, 20), (2024, 2, 29), (2023, 12, 25), (1970, 1, 1)]:
    y, m, d = date
    print(f"{y:04d}-{m:02d}-{d:02d} is a {day_of_week(*date):<9} day #{ordinal(*date)}")
print(days_between((1970, 1, 1), (2000, 1, 1)), days_between((2024, 1, 1), (2024, 12, 31)))


def month_calendar(y, m):
    first = DAYS.index(day_of_week(y, m, 1))
    cells = ["  "] * first + [f"{d:>2}" for d in range(1, days_in_month(y, m) + 1)]
    print("Mo Tu We Th Fr Sa Su")
    for i in range(0, len(cells), 7):
        print(" ".join(cells[i:i + 7]))


month_calendar(2024, 2)
fridays_13 = [(y, m) for y in range(2023, 2026) for m in range(1, 13) if day_of_week(y, m, 13) == "Friday"]
print("Friday the 13th:", fridays_13)
