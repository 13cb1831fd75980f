# expect: Forbidden: Forbidden call to dunder function: __subclasses__
# type() is available; its result's dunders are not.
t = type(())
print(t.__subclasses__())
print("ESCAPED")
