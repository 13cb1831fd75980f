# expect: Forbidden: Forbidden access to dunder attribute: __thisclass__
class A:
    pass
class B(A):
    def m(self):
        return super().__thisclass__
print(B().m())
print("ESCAPED")
