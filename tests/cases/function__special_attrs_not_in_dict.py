# smolagents: Forbidden: Forbidden access to dunder attribute: __dict__
# A function's __name__, __qualname__, __module__, __doc__ and __annotations__ are its own
# slots: not in its __dict__, the same object on every read, checked when set.
def f(x: int) -> str:
    "doc"


print(f.__name__ is f.__name__, f.__qualname__ is f.__qualname__)
print(f.__module__ is f.__module__, f.__annotations__ is f.__annotations__)
f.__name__ = "renamed"
f.__qualname__ = "Q.renamed"
f.__doc__ = "new doc"
f.__module__ = "elsewhere"
f.tag = 1
print(f.__name__, f.__qualname__, f.__doc__, f.__module__, f.tag)
for name, value in [("__name__", 1), ("__qualname__", None), ("__annotations__", [])]:
    try:
        setattr(f, name, value)
    except TypeError as e:
        print("TypeError", e)
try:
    del f.__name__
except TypeError as e:
    print("TypeError", e)
del f.__doc__
print(f.__doc__)
f.__annotations__ = None
print(f.__annotations__)
del f.__annotations__
a = f.__annotations__
a["k"] = 1
print(f.__annotations__, a is f.__annotations__)
g = lambda: 0
print(g.__name__, g.__doc__, g.__annotations__)
print(f.__dict__, g.__dict__)
