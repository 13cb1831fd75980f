# expect: Forbidden: Forbidden access to dunder attribute: __reduce_ex__
# expect[python]: Exception: AttributeError: 'int' object has no attribute '__reduce_ex__'
# imports: operator
import operator
print(operator.methodcaller("__reduce_ex__", 2)(1))
print("ESCAPED")
