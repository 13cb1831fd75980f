# re.Pattern and re.Match cannot be subclassed (CPython's types are not base types).
import re

for base in (re.Pattern, re.Match):
    try:

        class Sub(base):
            pass

        print("subclassed", base)
    except TypeError as e:
        print(type(e).__name__, e)
print(re.match("a", "a").group())
