# expect: Forbidden: Forbidden access to function: globals
g = globals()
print(g)
print("ESCAPED")
