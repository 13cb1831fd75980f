# re takes str and bytes subclasses as patterns and templates, and group numbers given by
# an object with __index__ (past the machine's size: no such group).
import re


class S(str):
    pass


class Index:
    def __init__(self, value):
        self.value = value

    def __index__(self):
        return self.value


pat = re.compile(S("a(b)"))
print(pat.match("xyz"), pat.match("abc").group(1), type(pat.pattern).__name__)
print(
    re.sub("y", S("a"), "xyz"), re.sub(S("y"), S(r"<\g<0>>"), "xyz"), re.findall(S("[ab]"), "cab")
)
m = re.match("(a)(b)", "ab")
print(m.group(Index(1)), m.group(Index(2), Index(1)), m.span(Index(2)), m.start(Index(1)))
for g in (-1, 3, 1 << 1000, Index(1 << 1000), Index(-1), "x"):
    try:
        m.group(g)
    except IndexError as e:
        print("IndexError", e)
