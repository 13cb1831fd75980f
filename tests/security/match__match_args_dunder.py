# expect: Forbidden: Forbidden access to dunder attribute: __class__
# expect[python]: ok
# __match_args__ names attributes for positional patterns.
class A:
    __match_args__ = ("__class__",)
match A():
    case A(c):
        print("reached", c)
