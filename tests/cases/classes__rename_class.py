# A class's __name__ and __qualname__ are writable (datetimetester renames its test classes).
class Outer:
    class Inner:
        pass


C = Outer.Inner
print(C.__name__, C.__qualname__, C)
C.__name__ += "_Pure"
print(C.__name__, C.__qualname__, C)
C.__qualname__ += "_Pure"
print(C.__name__, C.__qualname__, C)
print(repr(C).endswith("Outer.Inner_Pure'>"))

try:
    C.__name__ = 3
except TypeError as e:
    print("TypeError:", e)
try:
    C.__qualname__ = None
except TypeError as e:
    print("TypeError:", e)
try:
    C.__name__ = "a\0b"
except ValueError as e:
    print("ValueError:", e)
try:
    int.__name__ = "x"
except TypeError as e:
    print("TypeError:", e)
print(int.__name__)


class D(C):
    pass


print(D.__name__, D.__qualname__)
setattr(D, "__name__", "E")
print(D.__name__, D)
