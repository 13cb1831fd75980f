# expect: Forbidden: Forbidden access to function: input
input()
print("ESCAPED")
