# expect: Forbidden: Forbidden access to dunder attribute: __getattribute__
# expect[python]: Exception: AttributeError: 'int' object has no attribute '__getattribute__'
# imports: operator
import operator
print(operator.methodcaller("__getattribute__", "__class__")(1))
print("ESCAPED")
