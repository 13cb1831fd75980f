# Recursive calls: the cost of a Python-level call.
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)

result = fib(22)
result
