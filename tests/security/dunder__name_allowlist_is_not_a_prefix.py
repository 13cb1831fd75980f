# expect: Forbidden: Forbidden access to dunder attribute: __init_subclass__
# expect[python]: ok
# __init__ is allowed; names that merely start like it are not.
class A:
    pass
print(A.__init_subclass__)
print("reached (the python policy: sandbox values only)")
