# A typo of a module attribute.
import math

print(math.sqrt(16))
math.sqr(16)
