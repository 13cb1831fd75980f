# expect: Forbidden: Forbidden access to dunder attribute: __dict__
# expect[python]: Exception: AttributeError: 'A' object has no attribute '__dict__'
class A:
    attr = 1
x = A()
print(x.__dict__)
print("ESCAPED")
