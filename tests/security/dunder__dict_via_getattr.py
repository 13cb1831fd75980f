# expect: Forbidden: Forbidden access to dunder attribute: __dict__
# expect[python]: ok
# getattr() with the name as a string reaches __dict__ exactly as attribute syntax does: the
# smolagents policy refuses it, the python policy gives the instance's own live dict.
class A:
    def __init__(self):
        self.v = 1


a = A()
d = getattr(a, "__dict__")
assert d is a.__dict__ and d == {"v": 1}
d["v"] = 2
assert a.v == 2
