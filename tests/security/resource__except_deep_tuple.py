# expect: ok
# limits: timeout=60 max_operations=100000000
# `except` with a nested tuple of exception classes used to be matched recursively with no
# stack check (SIGSEGV at 300,000 levels). CPython accepts only exception classes one level
# deep and raises TypeError for anything else, even when the raised exception would match.
t = KeyError
for i in range(2000000):
    t = (t,)
for handler in (t, ((KeyError,),), (KeyError, 1)):
    try:
        try:
            raise KeyError("k")
        except handler:
            raise AssertionError("a nested tuple matched")
    except TypeError as e:
        assert str(e) == "catching classes that do not inherit from BaseException is not allowed", str(e)
try:
    raise KeyError("k")
except (ValueError, KeyError):
    pass
