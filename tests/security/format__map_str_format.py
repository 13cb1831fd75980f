# expect: Forbidden: Forbidden access to dunder attribute: __class__
# expect[python]: ok
# str.format reached as an unbound method through map().
print(list(map(str.format, ["{0.__class__}"], [1])))
print("reached (the python policy: sandbox values only)")
