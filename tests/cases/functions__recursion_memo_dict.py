def memoize(fn):
    cache = {}
    stats = {"hits": 0, "misses": 0}
    def wrapper(*args):
        if args in cache:
            stats["hits"] += 1
            return cache[args]
        stats["misses"] += 1
        result = fn(*args)
        cache[args] = result
        return result
    wrapper.stats = stats
    return wrapper

@memoize
def grid_paths(r, c):
    if r == 0 or c == 0:
        return 1
    return grid_paths(r - 1, c) + grid_paths(r, c - 1)

print(grid_paths(10, 10))
print(grid_paths.stats)

@memoize
def edit_distance(a, b):
    if not a:
        return len(b)
    if not b:
        return len(a)
    if a[0] == b[0]:
        return edit_distance(a[1:], b[1:])
    return 1 + min(edit_distance(a[1:], b), edit_distance(a, b[1:]), edit_distance(a[1:], b[1:]))

for x, y in [("kitten", "sitting"), ("flaw", "lawn"), ("", "abc"), ("same", "same")]:
    print(x, y, edit_distance(x, y))

@memoize
def partitions(n, k):
    if n == 0:
        return 1
    if n < 0 or k == 0:
        return 0
    return partitions(n - k, k) + partitions(n, k - 1)

print([partitions(n, n) for n in range(1, 16)])
