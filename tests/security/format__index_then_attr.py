# expect: Forbidden: Forbidden access to dunder attribute: __class__
print("{0[0].__class__}".format([1]))
print("ESCAPED")
