# expect: Forbidden: Forbidden access to dunder attribute: __globals__
def f():
    pass
print(f"{'x':>{f.__globals__}}")
print("ESCAPED")
