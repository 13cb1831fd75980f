# expect: Forbidden: Forbidden access to dunder attribute: __globals__
# __init__ is readable; what hangs off it is not.
class A:
    def __init__(self):
        pass
print(A.__init__.__globals__)
print("ESCAPED")
