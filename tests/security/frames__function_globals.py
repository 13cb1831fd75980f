# expect: Forbidden: Forbidden access to dunder attribute: __globals__
# expect[python]: Exception: AttributeError: 'function' object has no attribute '__globals__' (the sandbox does not expose the interpreter's insides)
def f():
    pass
print(f.__globals__["__builtins__"])
print("ESCAPED")
