# expect: Forbidden: Forbidden access to dunder attribute: __dict__
import random
print(random.__dict__['_os'])
print("ESCAPED")
