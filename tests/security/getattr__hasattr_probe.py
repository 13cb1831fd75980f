# expect: Forbidden: Forbidden access to dunder attribute: __code__
# expect[python]: ok
def f():
    pass
print(hasattr(f, "__code__"))
print("reached (the python policy: sandbox values only)")
