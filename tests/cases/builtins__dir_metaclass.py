# smolagents: Forbidden: Forbidden call to dunder function: __dir__
# dir(cls) asks the metaclass's __dir__, as type(cls).__dir__(cls) does in CPython.
class M(type):
    def __dir__(cls):
        return ["x"] + list(super().__dir__())[:0]
class C(metaclass=M): pass
print(dir(C))
class N(type):
    def __dir__(cls):
        return dir(cls)
class D(metaclass=N): pass
try:
    dir(D)
    print("no recursion")
except RecursionError:
    print("rec")
