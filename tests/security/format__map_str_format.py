# expect: Forbidden: Forbidden access to dunder attribute: __class__
# str.format reached as an unbound method through map().
print(list(map(str.format, ["{0.__class__}"], [1])))
print("ESCAPED")
