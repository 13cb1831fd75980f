# expect: Forbidden: Forbidden access to function: help
help()
print("ESCAPED")
