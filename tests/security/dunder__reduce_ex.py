# expect: Forbidden: Forbidden call to dunder function: __reduce_ex__
# expect[python]: Exception: AttributeError: 'int' object has no attribute '__reduce_ex__'
print((1).__reduce_ex__(2))
print("ESCAPED")
