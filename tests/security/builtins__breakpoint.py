# expect: Forbidden: Forbidden access to function: breakpoint
breakpoint()
print("ESCAPED")
