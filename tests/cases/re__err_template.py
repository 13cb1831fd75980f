# Template errors in sub(): caught ones, then an uncaught invalid group reference.
import re

for t in [r"\g<nope>", r"\g<1", r"\g<-1>", r"\q"]:
    try:
        re.sub(r"(?P<w>\w+)", t, "hello")
    except (re.error, IndexError) as e:
        print(repr(t), "->", type(e) is IndexError, e)
print(re.sub(r"(\w)(\w)?", r"[\1\2]", "abc"))
print(re.sub(r"(a)", r"\1\1", "banana"))
re.sub(r"(\w+) (\w+)", r"\2 \1 \3", "hello world")
