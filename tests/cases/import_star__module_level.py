# `from module import *` binds the module's public names (its __all__ when it has one), so
# later code and functions defined before the import see them.
def area(r):
    return pi * r ** 2


from math import *
from collections import *

print(round(area(2), 4), floor(2.7), gcd(12, 18), isqrt(17))
print(Counter("abca").most_common(1), deque([1, 2], maxlen=2), OrderedDict(a=1))
try:
    _private_name_of_math
except NameError as e:
    print("NameError:", e)
