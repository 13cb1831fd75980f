# expect: Forbidden: Forbidden access to dunder attribute: __globals__
# expect[python]: Exception: AttributeError...
def f():
    pass
print(f"{'x':>{f.__globals__}}")
print("ESCAPED")
