# smolagents: Forbidden: Forbidden access to dunder attribute: __getformat__
# A builtin function's and a builtin method's __qualname__: the name, qualified by the class it is
# bound to or defined on (CPython's meth_get__qualname__). (A builtin static method such as
# `str.maketrans`, and a method read from its class such as `str.join`, do not know their
# class in ophis yet: left out.)
import time

for f in (
    len,
    time.time,
    dict.fromkeys,
    float.__getformat__,
    [1].append,
    {}.pop,
    int.from_bytes,
    "".join,
):
    try:
        print(f.__qualname__)
    except AttributeError as e:
        print("AttributeError", e)
print(dict.fromkeys.__name__, [].append.__name__)
for arg in ([int], "x"):
    try:
        print(issubclass(arg, Exception))
    except TypeError as e:
        print("TypeError", e)
