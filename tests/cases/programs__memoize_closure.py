def memoize(fn):
    cache = {}
    calls = [0, 0]  # hits, misses
    def wrapped(*args):
        if args in cache:
            calls[0] += 1
        else:
            calls[1] += 1
            cache[args] = fn(*args)
        return cache[args]
    def info():
        return {"hits": calls[0], "misses": calls[1], "size": len(cache)}
    def clear():
        cache.clear()
        calls[0] = calls[1] = 0
    wrapped.info = info
    wrapped.clear = clear
    return wrapped

@memoize
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)

print(fib(60))
print(fib.info())
fib.clear()
print(fib(10), fib.info())

@memoize
def lcs(a, b):
    if not a or not b:
        return ""
    if a[-1] == b[-1]:
        return lcs(a[:-1], b[:-1]) + a[-1]
    x, y = lcs(a[:-1], b), lcs(a, b[:-1])
    return x if len(x) >= len(y) else y

print(lcs("AGGTAB", "GXTXAYB"), lcs("programming", "gaming"))
print(lcs.info()["misses"] > 0)

@memoize
def coin_ways(amount, coins):
    if amount == 0:
        return 1
    if amount < 0 or not coins:
        return 0
    return coin_ways(amount - coins[0], coins) + coin_ways(amount, coins[1:])

print(coin_ways(100, (50, 25, 10, 5, 1)))

def make_cached_lookup(table):
    seen = {}
    def lookup(key):
        if key not in seen:
            print(f"  (computing {key})")
            seen[key] = table.get(key, key.upper())
        return seen[key]
    return lookup

look = make_cached_lookup({"a": "alpha"})
print(look("a"), look("b"), look("a"), look("b"))
