def permutations(items):
    if len(items) <= 1:
        return [list(items)]
    result = []
    for i in range(len(items)):
        rest = items[:i] + items[i + 1:]
        for p in permutations(rest):
            result.append([items[i]] + p)
    return result

def combinations(items, k):
    if k == 0:
        return [[]]
    if len(items) < k:
        return []
    first, rest = items[0], items[1:]
    with_first = [[first] + c for c in combinations(rest, k - 1)]
    return with_first + combinations(rest, k)

def n_queens(n, row=0, cols=()):
    if row == n:
        return 1
    count = 0
    for c in range(n):
        if all(c != pc and abs(c - pc) != row - pr for pr, pc in enumerate(cols)):
            count += n_queens(n, row + 1, cols + (c,))
    return count

def binary_search(xs, target, lo=0, hi=None):
    if hi is None:
        hi = len(xs) - 1
    if lo > hi:
        return -1
    mid = (lo + hi) // 2
    if xs[mid] == target:
        return mid
    if xs[mid] < target:
        return binary_search(xs, target, mid + 1, hi)
    return binary_search(xs, target, lo, mid - 1)

print(["".join(p) for p in permutations("abc")])
print(len(permutations([1, 2, 3, 4])))
print(combinations([1, 2, 3, 4], 2))
print([n_queens(n) for n in range(1, 7)])
xs = list(range(0, 40, 3))
print([binary_search(xs, t) for t in (0, 9, 10, 39, 40)])
