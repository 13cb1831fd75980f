from functools import cache, lru_cache

@cache
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(90), fib.cache_info())

@cache
def paths(r, c):
    if r == 0 or c == 0:
        return 1
    return paths(r - 1, c) + paths(r, c - 1)
print(paths(16, 16), paths.cache_info().currsize)

coins = (1, 5, 10, 25, 50)
@lru_cache(maxsize=None)
def ways(amount, i=0):
    if amount == 0:
        return 1
    if amount < 0 or i == len(coins):
        return 0
    return ways(amount - coins[i], i) + ways(amount, i + 1)
print(ways(100), ways.cache_info().hits > 0)

@cache
def edit(a, b):
    if not a:
        return len(b)
    if not b:
        return len(a)
    if a[0] == b[0]:
        return edit(a[1:], b[1:])
    return 1 + min(edit(a[1:], b), edit(a, b[1:]), edit(a[1:], b[1:]))
print(edit('kitten', 'sitting'), edit('flaw', 'lawn'))
