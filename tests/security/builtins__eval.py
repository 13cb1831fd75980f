# expect: Forbidden: Forbidden access to function: eval
eval("1")
print("ESCAPED")
