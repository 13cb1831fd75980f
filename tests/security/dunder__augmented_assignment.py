# expect: Forbidden: Forbidden access to dunder attribute: __dict__
# expect[python]: Exception: NotImplementedError: setting or deleting __dict__ of a 'A' object is not supported by ophis
class A:
    pass
a = A()
a.__dict__ |= {"x": 1}
print("ESCAPED")
