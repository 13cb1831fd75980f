# expect: Forbidden: Forbidden access to dunder attribute: __reduce_ex__
class A:
    def m(self):
        return super().__reduce_ex__(2)
print(A().m())
print("ESCAPED")
