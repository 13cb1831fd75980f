# expect: Forbidden: Forbidden access to dunder attribute: __traceback__
try:
    raise ValueError("x")
except ValueError as e:
    e2 = e.with_traceback(None)
    print(e2.__traceback__)
print("ESCAPED")
