# expect[python]: ok
# expect[smolagents]: Forbidden: Forbidden access to dunder attribute: __class__
# The protocol methods of builtin values compute what the operators compute and nothing else:
# through the type, they refuse values of another kind and host functions.
def refused(f):
    try:
        f()
    except (TypeError, AttributeError):
        return True
    return False

assert refused(lambda: int.__add__(echo, 1))
assert refused(lambda: object.__eq__(echo, echo))
assert (1).__add__(echo) is NotImplemented
assert [].__class__.__add__([1], [2]) == [1, 2]
print("ok")
