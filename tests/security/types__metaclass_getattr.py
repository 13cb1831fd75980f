# expect: Forbidden: Forbidden access to dunder attribute: __globals__
# expect[python]: ok
class Meta(type):
    def __getattr__(cls, name):
        return "meta:" + name
class A(metaclass=Meta):
    pass
print(A.anything)
print(A.__globals__)
print("reached (the python policy: sandbox values only)")
