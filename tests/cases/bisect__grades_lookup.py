import bisect


def grade(score, breakpoints=[60, 70, 80, 90], grades="FDCBA"):
    return grades[bisect.bisect(breakpoints, score)]


scores = [33, 99, 77, 70, 89, 90, 100, 60, 59, 0]
print([grade(s) for s in scores])
print([bisect.bisect_left([60, 70, 80, 90], s) for s in scores])
print([bisect.bisect_right([60, 70, 80, 90], s) for s in scores])

# Tax brackets: cumulative tax from bracket tables.
BRACKETS = [(0, 0.0), (10000, 0.10), (40000, 0.20), (90000, 0.30)]
limits = [b for b, _ in BRACKETS]


def tax(income):
    i = bisect.bisect_right(limits, income) - 1
    total = 0.0
    for j in range(i):
        total += (limits[j + 1] - limits[j]) * BRACKETS[j][1]
    total += (income - limits[i]) * BRACKETS[i][1]
    return round(total, 2)


for income in [0, 9999, 10000, 25000, 40000, 90000, 150000]:
    print(income, tax(income))
