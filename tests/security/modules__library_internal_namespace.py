# expect: ok
# Library modules written in Python keep internals; none of them is a host capability.
import random
r = random._inst
for name in ["_os", "os", "_sys", "system"]:
    if hasattr(random, name):
        print("ESCAPED", name)
print(repr(r)[:20])
