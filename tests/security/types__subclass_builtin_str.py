# expect: Forbidden: Forbidden access to dunder attribute: __bases__
# expect[python]: ok
# Subclassing a builtin must not expose the builtin's internals.
class S(str):
    def leak(self):
        return self.__class__.__bases__
print(S("a").leak())
print("reached (the python policy: sandbox values only)")
