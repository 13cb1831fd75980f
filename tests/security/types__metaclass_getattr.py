# expect: Forbidden: Forbidden access to dunder attribute: __globals__
class Meta(type):
    def __getattr__(cls, name):
        return "meta:" + name
class A(metaclass=Meta):
    pass
print(A.anything)
print(A.__globals__)
print("ESCAPED")
