# expect: Forbidden: Forbidden access to dunder attribute: __globals__
# expect[python]: ok
# A default must not turn the refusal into a silent fallback.
def f():
    pass
g = getattr(f, "__globals__", None)
print("ESCAPED" if g is not None else "default used")
