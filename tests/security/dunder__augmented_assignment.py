# expect: Forbidden: Forbidden access to dunder attribute: __dict__
class A:
    pass
a = A()
a.__dict__ |= {"x": 1}
print("ESCAPED")
