# expect: Forbidden: Forbidden access to dunder attribute: __dict__
# expect[python]: Exception: AttributeError: module 'random' has no attribute '__dict__'
import random
print(random.__dict__['_os'])
print("ESCAPED")
