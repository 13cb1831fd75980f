# expect: Forbidden: Forbidden access to dunder attribute: __class__
# imports: operator
import operator
print(operator.attrgetter("__class__")(1))
print("ESCAPED")
