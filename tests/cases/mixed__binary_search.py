def binary_search(arr, target):
    lo, hi = 0, len(arr) - 1
    steps = 0
    while lo <= hi:
        steps += 1
        mid = (lo + hi) // 2
        if arr[mid] == target:
            return mid, steps
        if arr[mid] < target:
            lo = mid + 1
        else:
            hi = mid - 1
    return -1, steps


def bisect_left(arr, x):
    lo, hi = 0, len(arr)
    while lo < hi:
        mid = (lo + hi) // 2
        if arr[mid] < x:
            lo = mid + 1
        else:
            hi = mid
    return lo


def bisect_right(arr, x):
    lo, hi = 0, len(arr)
    while lo < hi:
        mid = (lo + hi) // 2
        if x < arr[mid]:
            hi = mid
        else:
            lo = mid + 1
    return lo


data = sorted([37, 3, 91, 14, 3, 58, 22, 77, 14, 14, 65, 8, 100])
print(data)
for t in [14, 3, 100, 50, 0, 101]:
    idx, steps = binary_search(data, t)
    print(f"search {t:>3}: index={idx:>2} steps={steps} left={bisect_left(data, t)} right={bisect_right(data, t)}")
print("count of 14:", bisect_right(data, 14) - bisect_left(data, 14))


def isqrt(n):
    lo, hi = 0, n
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if mid * mid <= n:
            lo = mid
        else:
            hi = mid - 1
    return lo


print([isqrt(n) for n in [0, 1, 15, 16, 17, 99, 10 ** 20]])
words = sorted("pear apple fig banana cherry date grape".split())
print(words, bisect_left(words, "coconut"))
grades = [60, 70, 80, 90]
print(["FDCBA"[bisect_right(grades, s)] for s in [33, 60, 75, 89, 90, 100]])
