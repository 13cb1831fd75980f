# expect: Forbidden: Forbidden access to dunder attribute: __dict__
class A:
    pass
delattr(A, "__dict__")
print("ESCAPED")
