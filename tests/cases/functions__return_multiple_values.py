def stats(nums):
    n = len(nums)
    mean = sum(nums) / n
    var = sum((x - mean) ** 2 for x in nums) / n
    return min(nums), max(nums), mean, var

lo, hi, mean, var = stats([2, 4, 4, 4, 5, 5, 7, 9])
print(lo, hi, mean, var)
r = stats([1, 2, 3])
print(r, len(r), type(r) is tuple)

def div_mod(a, b):
    return a // b, a % b

for a, b in [(17, 5), (-17, 5), (17, -5), (-17, -5)]:
    print(a, b, div_mod(a, b), divmod(a, b))

def nothing():
    pass

def early(x):
    if x < 0:
        return
    return x

print(nothing(), early(-1), early(3))

def find(items, target):
    for i, v in enumerate(items):
        if v == target:
            return True, i
    return False, -1

print(find("hello", "l"), find("hello", "z"))

def swap(a, b):
    return b, a

x, y = swap(1, 2)
print(x, y)
