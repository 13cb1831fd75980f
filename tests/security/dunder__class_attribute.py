# expect: Forbidden: Forbidden access to dunder attribute: __base__
# expect[python]: Exception: AttributeError: type object 'object' has no attribute '__subclasses__' (the sandbox does not expose the interpreter's insides)
# The classic first step of every escape: ().__class__.__base__.__subclasses__()
# The outermost attribute name is checked before its object is evaluated (smolagents' order).
print(().__class__.__base__.__subclasses__())
print("ESCAPED")
