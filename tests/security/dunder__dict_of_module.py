# expect: Forbidden: Forbidden access to dunder attribute: __dict__
# expect[python]: ok
# A module's __dict__ hands out exactly what attribute access does (no `_os`, nothing hidden),
# and the module stays read-only: writing to the dict rewires nothing.
import random
import math

d = random.__dict__
assert type(d) is dict
assert "_os" not in d, "random's __dict__ exposes _os"
for k, v in d.items():
    assert getattr(random, k) is v, k
for k in dir(random):
    assert k in d or k.startswith("__"), k
assert "__builtins__" not in d and "__loader__" not in d and "__spec__" not in d
md = math.__dict__
md["sqrt"] = "rewired"
md["evil"] = 1
del md["pi"]
assert math.sqrt(4) == 2.0 and math.pi > 3 and not hasattr(math, "evil")
assert math.__dict__["sqrt"] is math.sqrt
try:
    math.sqrt = "rewired"
except AttributeError:
    pass
assert math.sqrt(9) == 3.0
