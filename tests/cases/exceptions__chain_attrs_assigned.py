# smolagents: Forbidden: Forbidden access to dunder attribute: __traceback__
# Assigning an exception's __cause__, __context__ and __suppress_context__ sets the chain the
# traceback prints (a cause suppresses the context), with CPython's checks; deleting them and
# setting __traceback__ to anything but None is refused.
try:
    raise Exception()
except Exception as exc:
    e = exc
print(e.__context__, e.__cause__, e.__suppress_context__)
e.__context__ = NameError("ctx")
e.__cause__ = None
print(repr(e.__context__), e.__cause__, e.__suppress_context__)
e.__suppress_context__ = False
print(e.__suppress_context__)
e.__cause__ = KeyError("k")
print(repr(e.__cause__), e.__suppress_context__)
for name, value in [("__cause__", 1), ("__context__", "x"), ("__suppress_context__", 1)]:
    try:
        setattr(Exception(), name, value)
    except TypeError as err:
        print("TypeError", err)
for name in ["__cause__", "__context__", "__suppress_context__"]:
    try:
        delattr(Exception(), name)
    except TypeError as err:
        print("TypeError", err)
x = ValueError("outer")
try:
    Exception().__traceback__ = 5
except TypeError as err:
    print("TypeError", err)
x.__traceback__ = None
x.__cause__ = TypeError("the cause")
raise x
