# expect: Forbidden: Forbidden access to dunder attribute: __mro__
# expect[python]: ok
obj = type(1)
print(obj.__mro__[-1])
print("reached (the python policy: sandbox values only)")
