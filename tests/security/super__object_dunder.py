# expect: Forbidden: Forbidden call to dunder function: __reduce_ex__
class A:
    def m(self):
        return super().__reduce_ex__(2)
print(A().m())
print("ESCAPED")
