# expect: Forbidden: Forbidden access to dunder attribute: __class__
class A:
    pass
setattr(A(), "__class__", int)
print("ESCAPED")
