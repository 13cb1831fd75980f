# expect: Forbidden: Forbidden access to dunder attribute: __module__
print(len.__module__)
print("ESCAPED")
