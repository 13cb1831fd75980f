# expect: Forbidden: Forbidden access to dunder attribute: __globals__
# expect[python]: Exception: AttributeError...
# imports: operator
import operator
class A:
    def m(self):
        pass
print(operator.attrgetter("m.__globals__")(A()))
print("ESCAPED")
