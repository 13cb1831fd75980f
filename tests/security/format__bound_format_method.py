# expect: Forbidden: Forbidden access to dunder attribute: __class__
fmt = "{.__class__}".format
print(*map(fmt, [1]))
print("ESCAPED")
