# expect: Forbidden: Forbidden access to dunder attribute: __globals__
# expect[python]: Exception: AttributeError: 'function' object has no attribute '__globals__' (the sandbox does not expose the interpreter's insides)
# __init__ is readable; what hangs off it is not.
class A:
    def __init__(self):
        pass
print(A.__init__.__globals__)
print("ESCAPED")
