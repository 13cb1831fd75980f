# expect: Forbidden: Forbidden access to dunder attribute: __subclasses__
# type() is available; its result's dunders are not.
t = type(())
print(t.__subclasses__())
print("ESCAPED")
