# smolagents: Forbidden: Forbidden access to dunder attribute: __all__
# random.__all__ lists the public names, each defined in the module.
import random

print(random.__all__)
print(set(random.__all__) <= set(dir(random)))
from random import *

print(callable(randrange), callable(choices), Random.__name__)
