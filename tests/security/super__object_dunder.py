# expect: Forbidden: Forbidden call to dunder function: __reduce_ex__
# expect[python]: Exception: AttributeError: 'super' object has no attribute '__reduce_ex__'
class A:
    def m(self):
        return super().__reduce_ex__(2)
print(A().m())
print("ESCAPED")
