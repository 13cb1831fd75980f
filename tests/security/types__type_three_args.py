# expect: Forbidden: Forbidden call to dunder function: __subclasses__
# type(name, bases, dict) builds a class; dunders in its dict must not open anything.
X = type("X", (object,), {"__getattr__": lambda self, n: n})
x = X()
print(x.foo)
print(X.__subclasses__())
print("ESCAPED")
