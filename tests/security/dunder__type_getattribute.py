# expect: Forbidden: Forbidden call to dunder function: __getattribute__
# expect[python]: ok
# Under python, type.__getattribute__ reads what type(len).__bases__ reads: the sandbox's own
# object class, whose __subclasses__ (the way out in CPython) does not exist.
object_class = type.__getattribute__(type(len), '__bases__')[0]
assert object_class is object
try:
    object_class.__subclasses__()
    print("ESCAPED")
except AttributeError:
    pass
