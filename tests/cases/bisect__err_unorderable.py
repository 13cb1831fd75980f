import bisect

ages = [18, 21, 30, 65]
print(bisect.bisect(ages, 25))
print(bisect.bisect(ages, "25"))
