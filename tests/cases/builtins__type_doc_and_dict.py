# smolagents: Forbidden: Forbidden access to dunder attribute: __dict__
# A builtin type's __dict__ is a read-only mappingproxy of its methods, and its __doc__ (and
# its values') is CPython's docstring.
print(type(str.__dict__), type(int.__dict__).__name__)
print("split" in str.__dict__, "__add__" in int.__dict__, "bit_length" in int.__dict__)
print("split" in int.__dict__, "append" in list.__dict__, "keys" in dict.__dict__)
print(int.__dict__["__add__"](2, 3), str.__dict__["upper"]("ab"))
print(list.__dict__["append"] is not None, "__init__" in object.__dict__)
try:
    int.__dict__["x"] = 1
except TypeError as e:
    print("TypeError:", e)
try:
    int.__dict__["nope"]
except KeyError as e:
    print("KeyError:", e)
print(int.__doc__ == (5).__doc__, int.__doc__.splitlines()[0])
print(str.__doc__.splitlines()[0], (None).__doc__, type(None).__doc__)
print(ValueError.__doc__, ValueError("x").__doc__ == ValueError.__doc__)
print(object.__doc__, [].__doc__ == list.__doc__)


class A:
    pass


class B:
    "B's own."


print(A.__doc__, A().__doc__, B.__doc__, B().__doc__)
