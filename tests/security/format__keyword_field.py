# expect: Forbidden: Forbidden access to dunder attribute: __globals__
# expect[python]: Exception: AttributeError...
def f():
    pass
print("{fn.__globals__}".format(fn=f))
print("ESCAPED")
