# isinstance()/issubclass() against types.UnionType and types.GenericAlias (builtin classes
# that are not `object`): a class or value is an instance only when it really is one, and
# an object whose type defines __instancecheck__/__subclasscheck__ decides for itself.
U = type(int | str)
G = type(list[int])
print(isinstance(bytes, U), isinstance(bytes, (U,)), isinstance(int | str, U))
print(isinstance(list, G), isinstance(list[int], G), isinstance(3, (G, U)))
print(issubclass(bytes, U), issubclass(int, (G, U)), issubclass(bool, object))
print(isinstance(object(), object), isinstance(U, object), issubclass(U, object))


class Checker:
    def __init__(self, answer):
        self.answer = answer

    def __instancecheck__(self, obj):
        print("instancecheck", obj)
        return self.answer

    def __subclasscheck__(self, cls):
        print("subclasscheck", cls)
        return self.answer


print(isinstance(1, Checker(True)), isinstance("a", Checker(0)))
print(issubclass(int, Checker([1])), issubclass(str, Checker("")))
print(isinstance(1, (Checker(False), int)), issubclass(int, (Checker(False), Checker(True))))
for bad in (1, "x", None):
    try:
        isinstance(1, bad)
    except TypeError as e:
        print("TypeError", e)
    try:
        issubclass(int, bad)
    except TypeError as e:
        print("TypeError", e)
try:
    issubclass(1, Checker(True))
except TypeError as e:
    print("TypeError", e)
