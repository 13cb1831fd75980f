# expect[python]: ok
# expect[smolagents]: Forbidden: Forbidden access to function: vars
# vars(obj) is obj.__dict__: under python the instance's own dict of sandbox values, which
# reaches nothing else; under smolagents refused, as __dict__ is.
class A:
    pass


a = A()
d = vars(a)
assert type(d) is dict and d == {} and d is a.__dict__
try:
    vars(len)
    print("ESCAPED")
except TypeError as e:
    assert "must have __dict__" in str(e)
