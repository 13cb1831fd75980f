# expect: Forbidden: Forbidden access to dunder attribute: __class__
# expect[python]: Exception: AttributeError: type object 'object' has no attribute '__subclasses__' (the sandbox does not expose the interpreter's insides)
# smolagents PR #2271: format field paths reach attributes through C code.
print('{0.__class__.__bases__[0].__subclasses__}'.format('a'))
print("ESCAPED")
