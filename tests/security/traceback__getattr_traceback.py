# expect: Forbidden: Forbidden access to dunder attribute: __traceback__
# expect[python]: Exception: AttributeError: 'ZeroDivisionError' object has no attribute '__traceback__' (the sandbox does not expose the interpreter's insides)
try:
    1 / 0
except Exception as e:
    tb = getattr(e, "__traceback__")
print("ESCAPED")
