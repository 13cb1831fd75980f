# expect: Forbidden: Forbidden access to function: exec
exec("x = 1")
print("ESCAPED")
