# Sorting with key functions (lambda and a named function).
records = [(i * 7919 % 10007, f"n{i}") for i in range(20000)]


def second(r):
    return r[1]


by_num = sorted(records, key=lambda r: r[0])
by_name = sorted(records, key=second, reverse=True)
result = (by_num[0], by_name[0], len(by_num))
result
