# smolagents: Forbidden: Forbidden access to dunder attribute: __new__
# A function's __new__ is its type's (function.__new__), read through the instance; it makes
# no function from nothing.
def f():
    pass


print(f.__new__ is type(f).__new__, callable(f.__new__))
for args in [(), (type(f),)]:
    try:
        f.__new__(*args)
    except TypeError:
        print("TypeError", len(args))
