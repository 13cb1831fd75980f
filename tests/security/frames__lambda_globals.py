# expect: Forbidden: Forbidden access to dunder attribute: __globals__
# expect[python]: Exception: AttributeError: 'function' object has no attribute '__globals__' (the sandbox does not expose the interpreter's insides)
print((lambda: 0).__globals__)
print("ESCAPED")
