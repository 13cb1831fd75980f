# smolagents: Forbidden: Forbidden call to dunder function: __instancecheck__
# A metaclass's __instancecheck__/__subclasscheck__ may defer to type's own through super()
# (typing's _AnyMeta does): type's versions check the MRO without calling the hook again.


class Meta(type):
    def __instancecheck__(cls, obj):
        print("instancecheck", cls.__name__, type(obj).__name__)
        return super().__instancecheck__(obj)

    def __subclasscheck__(cls, sub):
        print("subclasscheck", cls.__name__, sub.__name__)
        return super().__subclasscheck__(sub)


class A(metaclass=Meta):
    pass


class B(A):
    pass


print(isinstance(B(), A), isinstance(1, A))
print(issubclass(B, A), issubclass(int, A))
print(type.__instancecheck__(int, True), type.__instancecheck__(int, "x"))
print(type.__subclasscheck__(int, bool), type.__subclasscheck__(A, B))
try:
    type.__subclasscheck__(int, 3)
except TypeError as e:
    print(type(e).__name__, e)
