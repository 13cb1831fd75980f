# expect: Forbidden: Forbidden call to dunder function: __dir__
# expect[python]: ok
print('string'.__dir__())
print("reached (the python policy: sandbox values only)")
