# expect: Forbidden: Forbidden access to dunder attribute: __code__
def f():
    pass
print(hasattr(f, "__code__"))
print("ESCAPED")
