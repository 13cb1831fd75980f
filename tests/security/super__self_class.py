# expect: Forbidden: Forbidden access to dunder attribute: __self_class__
# expect[python]: Exception: AttributeError: 'super' object has no attribute '__self_class__'
class A:
    pass
class B(A):
    def m(self):
        return super().__self_class__
print(B().m())
print("ESCAPED")
