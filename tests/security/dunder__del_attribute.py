# expect: Forbidden: Forbidden access to dunder attribute: __dict__
class A:
    pass
del A.__dict__
print("ESCAPED")
