# expect: Forbidden: Forbidden access to dunder attribute: __closure__
# expect[python]: Exception: AttributeError: 'function' object has no attribute '__closure__' (the sandbox does not expose the interpreter's insides)
def outer():
    secret = 1
    def inner():
        return secret
    return inner
print(outer().__closure__[0].cell_contents)
print("ESCAPED")
