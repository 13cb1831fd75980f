import bisect


def index(a, x):
    i = bisect.bisect_left(a, x)
    if i != len(a) and a[i] == x:
        return i
    raise ValueError


def find_lt(a, x):
    i = bisect.bisect_left(a, x)
    if i:
        return a[i - 1]
    raise ValueError


def find_ge(a, x):
    i = bisect.bisect_left(a, x)
    if i != len(a):
        return a[i]
    raise ValueError


def find_gt(a, x):
    i = bisect.bisect_right(a, x)
    if i != len(a):
        return a[i]
    raise ValueError


primes = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29]
for x in [1, 2, 10, 11, 29, 30]:
    row = []
    for f in (index, find_lt, find_ge, find_gt):
        try:
            row.append(f(primes, x))
        except ValueError:
            row.append("-")
    print(x, row)
squares = [i * i for i in range(1, 200)]
print([bisect.bisect_right(squares, n) for n in [0, 1, 2, 99, 100, 10000, 39601, 50000]])
