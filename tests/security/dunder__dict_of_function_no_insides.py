# expect: Forbidden: Forbidden access to dunder attribute: __dict__
# expect[python]: ok
# A function's __dict__ is its attribute dict only (CPython's too): never its globals.
def f():
    return secret


secret = 42
f.tag = 1
d = f.__dict__
assert d == {"tag": 1}, d
assert "secret" not in d and "__builtins__" not in d and "f" not in d
d["more"] = 2
assert f.more == 2
assert f() == 42
