class A:
    pass
class B(A):
    pass
class C:
    pass
b = B()
print(isinstance(b, A), isinstance(b, (C, A)), isinstance(b, C), isinstance(1, (str, (float, int))), isinstance(True, int), isinstance(None, type(None)))
print(issubclass(B, A), issubclass(A, B), issubclass(B, (C, A)), issubclass(bool, int), issubclass(int, object), issubclass(A, A))
print(callable(len), callable(A), callable(b), callable(lambda: 1), callable(5), callable("s"))
for bad in [lambda: isinstance(1, 1), lambda: issubclass(1, int), lambda: issubclass(A, 1)]:
    try:
        print(bad())
    except TypeError as e:
        print(repr(e))
