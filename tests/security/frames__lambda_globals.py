# expect: Forbidden: Forbidden access to dunder attribute: __globals__
print((lambda: 0).__globals__)
print("ESCAPED")
