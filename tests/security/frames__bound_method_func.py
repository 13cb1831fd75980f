# expect: Forbidden: Forbidden access to dunder attribute: __func__
# expect[python]: ok
class A:
    def m(self):
        pass
print(A().m.__func__)
print("reached (the python policy: sandbox values only)")
