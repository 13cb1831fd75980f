# expect: ok
# type(f) is reachable; calling it must not build code objects.
def f():
    pass
FunctionType = type(f)
try:
    FunctionType(None, {})
    print("ESCAPED")
except Exception as e:
    print(repr(e))
