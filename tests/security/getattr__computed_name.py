# expect: Forbidden: Forbidden access to dunder attribute: __class__
# expect[python]: ok
name = "__cl" + "ass__"
print(getattr((), name))
print("reached (the python policy: sandbox values only)")
