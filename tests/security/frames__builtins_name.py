# expect: Exception: NameError: name '__builtins__' is not defined
print(__builtins__)
print("ESCAPED")
