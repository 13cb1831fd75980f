# expect: Forbidden: Forbidden access to function: exec
fns = [print, len, exec]
print("ESCAPED")
