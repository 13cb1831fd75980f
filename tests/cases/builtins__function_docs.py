import functools

# The builtin functions carry CPython's docstrings.
for f in (len, max, min, abs, sorted, isinstance, print, repr, divmod, iter, next, sum):
    print(f.__name__, repr(f.__doc__))


def wrapper():
    pass


functools.update_wrapper(wrapper, max)
print(wrapper.__name__, wrapper.__doc__.startswith("max("), wrapper.__annotations__)
