# expect: Forbidden: Forbidden access to dunder attribute: __traceback__
try:
    1 / 0
except Exception as e:
    tb = getattr(e, "__traceback__")
print("ESCAPED")
