# expect: Forbidden: Forbidden access to dunder attribute: __class__
# expect[python]: ok
print(f"{().__class__}")
print("reached (the python policy: sandbox values only)")
