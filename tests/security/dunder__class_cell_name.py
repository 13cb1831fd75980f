# expect: Exception: NameError...
# expect: ok
# The implicit __class__ cell of methods gives at most the program's own class.
class A:
    def f(self):
        return __class__
r = A().f()
assert r is A
