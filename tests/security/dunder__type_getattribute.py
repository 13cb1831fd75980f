# expect: Forbidden: Forbidden call to dunder function: __getattribute__
object_class = type.__getattribute__(type(len), '__bases__')[0]
print("ESCAPED")
