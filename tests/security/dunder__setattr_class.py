# expect: Forbidden: Forbidden access to dunder attribute: __class__
class A:
    pass
class B:
    pass
a = A()
a.__class__ = B
print("ESCAPED")
