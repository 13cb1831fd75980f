# expect: Forbidden: Forbidden access to dunder attribute: __self__
print(len.__self__)
print("ESCAPED")
