# expect: Forbidden: Forbidden call to dunder function: __reduce_ex__
# expect[python]: ok
# Under python object's reduction through super() gives copyreg's reconstructor and the
# class, nothing else.
class A:
    def m(self):
        return super().__reduce_ex__(2)
rv = A().m()
print(rv[0].__module__, rv[1] == (A,), rv[2:])
