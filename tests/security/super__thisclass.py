# expect: Forbidden: Forbidden access to dunder attribute: __thisclass__
# expect[python]: Exception: AttributeError: 'super' object has no attribute '__thisclass__'
class A:
    pass
class B(A):
    def m(self):
        return super().__thisclass__
print(B().m())
print("ESCAPED")
