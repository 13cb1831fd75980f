# expect: Forbidden: Forbidden access to dunder attribute: __subclasses__
# expect[python]: Exception: AttributeError: type object 'object' has no attribute '__subclasses__' (the sandbox does not expose the interpreter's insides)
name = "".join(chr(c) for c in [95, 95, 115, 117, 98, 99, 108, 97, 115, 115, 101, 115, 95, 95])
print(getattr(object, name)())
print("ESCAPED")
