# expect: Forbidden: Forbidden access to dunder attribute: __class_getitem__
# expect[python]: Exception: AttributeError: type object 'A' has no attribute '__class_getitem__'
class A:
    pass
print(A.__class_getitem__)
print("ESCAPED")
