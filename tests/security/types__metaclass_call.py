# expect: ok
# A metaclass runs ordinary sandboxed code, nothing more.
class Meta(type):
    def __call__(cls, *args):
        return "intercepted"
class A(metaclass=Meta):
    pass
assert A() == "intercepted"
print("ok")
