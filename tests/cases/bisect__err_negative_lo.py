import bisect

data = [10, 20, 30, 40]
start = 2
print(bisect.bisect_left(data, 35, lo=start))
start -= 3
print(bisect.bisect_left(data, 35, lo=start))
