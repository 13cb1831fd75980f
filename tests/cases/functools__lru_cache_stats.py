from functools import lru_cache

calls = []
@lru_cache(maxsize=3)
def slow_square(n):
    calls.append(n)
    return n * n

for n in [1, 2, 1, 3, 4, 1, 2, 5, 5]:
    slow_square(n)
print(calls)
print(slow_square.cache_info())
print(slow_square.cache_parameters())
slow_square.cache_clear()
print(slow_square.cache_info())
info = slow_square.cache_info()
print(info.hits, info.misses, info.maxsize, info.currsize, info[0], tuple(info))
@lru_cache
def plain(x):
    return x
plain(1); plain(1); plain(2)
print(plain.cache_info())
@lru_cache(maxsize=None)
def unbounded(x):
    return x
for i in range(50):
    unbounded(i % 10)
print(unbounded.cache_info())
@lru_cache(maxsize=0)
def never(x):
    return x
never(1); never(1)
print(never.cache_info())
@lru_cache(maxsize=-3)
def negative(x):
    return x
negative(1)
print(negative.cache_info())
@lru_cache(typed=True)
def typed(x):
    return type(x)
print(typed(1), typed(1.0), typed(True), typed(1), typed.cache_info())
@lru_cache()
def untyped(x):
    return x
print(untyped(1), untyped(1.0), untyped(True), untyped.cache_info())
@lru_cache
def kw(a, b=1):
    return a + b
print(kw(1), kw(1, b=1), kw(a=1), kw(b=1, a=1), kw(1), kw.cache_info())
try:
    kw([1])
except TypeError as e:
    print(e)
try:
    lru_cache('big')
except TypeError as e:
    print(e)
