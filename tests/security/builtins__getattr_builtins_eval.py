# expect: Exception: NameError: name '__builtins__' is not defined
print(getattr(__builtins__, "eval"))
print("ESCAPED")
