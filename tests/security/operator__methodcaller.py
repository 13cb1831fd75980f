# expect: Forbidden: Forbidden access to dunder attribute: __reduce_ex__
# expect[python]: ok
# imports: operator
# methodcaller reaches a dunder only as the program could (refused under smolagents; under
# python object's reduction: copyreg's reconstructor and the type).
import operator
rv = operator.methodcaller("__reduce_ex__", 2)(1)
print(rv[0].__module__, rv[1])
