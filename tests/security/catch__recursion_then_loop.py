# expect: Limit: Operations
# limits: max_operations=200000
# RecursionError is an ordinary exception; catching it is fine, the limits still hold.
def f():
    return f()
while True:
    try:
        f()
    except RecursionError:
        pass
