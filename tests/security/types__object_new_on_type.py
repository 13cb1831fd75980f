# expect: Forbidden: Forbidden access to dunder attribute: __new__
# object.__new__(type) style instance crafting.
print(object.__new__(type))
print("ESCAPED")
