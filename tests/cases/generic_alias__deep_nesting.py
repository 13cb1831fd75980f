# Deeply nested aliases and unions: repr and == end with CPython's RecursionError (each level
# is a nested call) instead of walking the native stack unbounded; hash is computed.
def nest(n):
    t = int
    for i in range(n):
        t = list[t]
    return t


a = nest(5000)
b = nest(5000)
try:
    repr(a)
except RecursionError as e:
    print("repr:", type(e).__name__, e)
try:
    print(a == b)
except RecursionError as e:
    print("eq:", type(e).__name__)
print(hash(a) == hash(b))
print(a == a)
print(repr(nest(3)), nest(3) == nest(3), nest(3) == nest(2))
u = int | None
for i in range(3):
    u = list[u] | str
print(repr(u))
