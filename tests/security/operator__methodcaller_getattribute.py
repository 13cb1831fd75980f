# expect: Forbidden: Forbidden access to dunder attribute: __getattribute__
# expect[python]: ok
# imports: operator
# Under python, (1).__getattribute__('__class__') is (1).__class__, the sandbox's int, which
# reaches nothing further: its __subclasses__ does not exist.
import operator
cls = operator.methodcaller("__getattribute__", "__class__")(1)
assert cls is int
try:
    cls.__subclasses__()
    print("ESCAPED")
except AttributeError:
    pass
