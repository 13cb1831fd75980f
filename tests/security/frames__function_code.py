# expect: Forbidden: Forbidden access to dunder attribute: __code__
def f():
    pass
print(f.__code__.co_consts)
print("ESCAPED")
