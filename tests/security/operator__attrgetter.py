# expect: Forbidden: Forbidden access to dunder attribute: __class__
# expect[python]: ok
# imports: operator
import operator
print(operator.attrgetter("__class__")(1))
print("reached (the python policy: sandbox values only)")
