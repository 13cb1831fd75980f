# expect: Exception: RecursionError: maximum recursion depth exceeded while getting the repr of an object
# limits: timeout=20
# A deeply nested structure is built and freed without a stack overflow; its repr() hits the
# recursion limit, as in CPython, instead of walking 200,000 levels.
x = []
for i in range(200000):
    x = [x]
y = x == x
h = [x, x]
print(len(str(x)))
