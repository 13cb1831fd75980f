# expect: Exception: RecursionError...
def g(n):
    yield from g(n + 1)
next(g(0))
