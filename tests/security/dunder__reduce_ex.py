# expect: Forbidden: Forbidden call to dunder function: __reduce_ex__
print((1).__reduce_ex__(2))
print("ESCAPED")
