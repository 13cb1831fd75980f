# expect: ok
# expect: Forbidden: Forbidden access to module: os
# Library modules written in Python keep internals; none of them is a host capability.
# (`random._os` is CPython's `os`: reaching it is refused as reaching `os`.)
import random
r = random._inst
for name in ["_os", "os", "_sys", "system"]:
    if hasattr(random, name):
        print("ESCAPED", name)
print(repr(r)[:20])
