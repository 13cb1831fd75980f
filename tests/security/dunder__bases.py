# expect: Forbidden: Forbidden access to dunder attribute: __bases__
# expect[python]: ok
print(type("x").__bases__)
print("reached (the python policy: sandbox values only)")
