# expect: Forbidden: Forbidden access to dunder attribute: __dir__
print('string'.__dir__())
print("ESCAPED")
