# expect: Forbidden: Forbidden access to function: vars...
# Without an argument vars() is locals(), which the sandbox does not have.
x = 1
print(vars())
print("ESCAPED")
