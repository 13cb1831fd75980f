# expect: Forbidden: Forbidden call to dunder function: __getattribute__
# expect[python]: Exception: AttributeError: type object 'type' has no attribute '__getattribute__'
object_class = type.__getattribute__(type(len), '__bases__')[0]
print("ESCAPED")
