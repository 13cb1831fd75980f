# expect: Forbidden: Forbidden access to dunder attribute: __self__
# expect[python]: Exception: AttributeError: 'builtin_function_or_method' object has no attribute '__self__'
print(len.__self__)
print("ESCAPED")
