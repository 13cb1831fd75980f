# expect: Forbidden: Forbidden call to dunder function: __subclasses__
# expect[python]: Exception: AttributeError: type object 'tuple' has no attribute '__subclasses__' (the sandbox does not expose the interpreter's insides)
# type() is available; its result's dunders are not.
t = type(())
print(t.__subclasses__())
print("ESCAPED")
