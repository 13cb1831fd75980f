# expect: Forbidden: Forbidden access to dunder attribute: __globals__
def f():
    pass
print(f.__globals__["__builtins__"])
print("ESCAPED")
