# expect: Forbidden: Forbidden access to dunder attribute: __reduce_ex__
print((1).__reduce_ex__(2))
print("ESCAPED")
