# expect: Forbidden: Forbidden call to dunder function: __dir__
print('string'.__dir__())
print("ESCAPED")
