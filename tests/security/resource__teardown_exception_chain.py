# expect: ok
# limits: timeout=60 max_operations=100000000
# A 1,000,000-long chain of exceptions (`raise ... from e` in a loop, each with its
# traceback and `__context__`): dropping it used to overflow the stack (SIGABRT).
e = None
for i in range(1000000):
    try:
        raise ValueError(i) from e
    except ValueError as x:
        e = x
assert e.args == (999999,)
