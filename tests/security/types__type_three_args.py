# expect: Forbidden: Forbidden call to dunder function: __subclasses__
# expect[python]: Exception: AttributeError: type object 'X' has no attribute '__subclasses__' (the sandbox does not expose the interpreter's insides)
# type(name, bases, dict) builds a class; dunders in its dict must not open anything.
X = type("X", (object,), {"__getattr__": lambda self, n: n})
x = X()
print(x.foo)
print(X.__subclasses__())
print("ESCAPED")
