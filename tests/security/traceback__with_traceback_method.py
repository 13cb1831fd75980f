# expect: Forbidden: Forbidden access to dunder attribute: __traceback__
# expect[python]: Exception: AttributeError: 'ValueError' object has no attribute '__traceback__' (the sandbox does not expose the interpreter's insides)
try:
    raise ValueError("x")
except ValueError as e:
    e2 = e.with_traceback(None)
    print(e2.__traceback__)
print("ESCAPED")
