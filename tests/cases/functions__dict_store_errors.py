# smolagents: Forbidden: Forbidden access to dunder attribute: __dict__
# A function's __dict__ must be set to a dict, and cannot be deleted (CPython's TypeErrors).


def f():
    pass


for bad in (None, 1, [("a", 1)]):
    try:
        f.__dict__ = bad
    except TypeError as e:
        print("TypeError", e)
try:
    del f.__dict__
except TypeError as e:
    print("TypeError", e)
