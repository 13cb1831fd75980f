# expect: Forbidden: Forbidden access to dunder attribute: __func__
class A:
    def m(self):
        pass
print(A().m.__func__)
print("ESCAPED")
