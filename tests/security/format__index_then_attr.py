# expect: Forbidden: Forbidden access to dunder attribute: __class__
# expect[python]: ok
print("{0[0].__class__}".format([1]))
print("reached (the python policy: sandbox values only)")
