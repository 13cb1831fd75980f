# expect: Forbidden: Forbidden access to dunder attribute: __class__
# expect[python]: Exception: NotImplementedError: setting or deleting __class__ of a 'A' object is not supported by ophis
class A:
    pass
class B:
    pass
a = A()
a.__class__ = B
print("ESCAPED")
