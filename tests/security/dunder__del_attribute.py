# expect: Forbidden: Forbidden access to dunder attribute: __dict__
# expect[python]: Exception: NotImplementedError: setting or deleting __dict__ of a 'type' object is not supported by ophis
class A:
    pass
del A.__dict__
print("ESCAPED")
