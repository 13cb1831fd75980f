# expect: Forbidden: Forbidden access to dunder attribute: __class__
# expect[python]: ok
fmt = "{.__class__}".format
print(*map(fmt, [1]))
print("reached (the python policy: sandbox values only)")
