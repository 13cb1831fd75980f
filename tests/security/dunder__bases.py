# expect: Forbidden: Forbidden access to dunder attribute: __bases__
print(type("x").__bases__)
print("ESCAPED")
