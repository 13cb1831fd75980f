# expect: Forbidden: Forbidden access to dunder attribute: __class__
print("{a.__class__}".format_map({"a": 1}))
print("ESCAPED")
