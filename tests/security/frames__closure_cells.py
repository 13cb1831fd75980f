# expect: Forbidden: Forbidden access to dunder attribute: __closure__
def outer():
    secret = 1
    def inner():
        return secret
    return inner
print(outer().__closure__[0].cell_contents)
print("ESCAPED")
