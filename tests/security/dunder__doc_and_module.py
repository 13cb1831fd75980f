# expect: ok
# __module__, __name__, __qualname__ and __doc__ are plain strings (or None): harmless under
# both dunder policies (issue 19), on builtins and on the program's own values.
assert len.__module__ == "builtins"
assert len.__name__ == "len"
def f():
    "doc"
assert f.__doc__ == "doc" and f.__module__ == "__main__" and f.__qualname__ == "f"
class A:
    "A's doc"
class B(A):
    pass
assert A.__doc__ == "A's doc" and B.__doc__ is None and A().__doc__ == "A's doc"
print(A.__name__, A.__qualname__, A.__module__)
