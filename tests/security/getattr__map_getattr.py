# expect: Forbidden: Forbidden access to dunder attribute: __class__
# expect[python]: ok
# smolagents advisory: getattr reached through map()/filter() instead of a direct call.
print(list(map(getattr, [1, 2], ["__class__", "__class__"])))
print("reached (the python policy: sandbox values only)")
