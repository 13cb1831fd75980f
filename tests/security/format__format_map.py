# expect: Forbidden: Forbidden access to dunder attribute: __class__
# expect[python]: ok
print("{a.__class__}".format_map({"a": 1}))
print("reached (the python policy: sandbox values only)")
