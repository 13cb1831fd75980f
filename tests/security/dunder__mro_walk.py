# expect: Forbidden: Forbidden access to dunder attribute: __mro__
obj = type(1)
print(obj.__mro__[-1])
print("ESCAPED")
