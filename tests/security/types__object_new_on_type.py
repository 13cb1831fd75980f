# expect: Forbidden: Forbidden call to dunder function: __new__
# expect[python]: Exception: TypeError...
# object.__new__(type) style instance crafting.
print(object.__new__(type))
print("ESCAPED")
