# expect: Forbidden: Forbidden access to dunder attribute: __code__
# expect[python]: Exception: AttributeError: 'function' object has no attribute '__code__' (the sandbox does not expose the interpreter's insides)
def f():
    pass
print(f.__code__.co_consts)
print("ESCAPED")
