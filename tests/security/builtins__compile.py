# expect: Forbidden: Forbidden access to function: compile
compile("1", "f", "eval")
print("ESCAPED")
