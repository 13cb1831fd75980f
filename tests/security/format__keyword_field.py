# expect: Forbidden: Forbidden access to dunder attribute: __globals__
def f():
    pass
print("{fn.__globals__}".format(fn=f))
print("ESCAPED")
