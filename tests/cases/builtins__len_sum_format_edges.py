# len() of what __len__ returns (through __index__, negative and oversized values), sum()'s
# refusal of str, bytes and bytearray starts (subclasses too), format() with a str-subclass
# spec, and object's default repr and __format__ argument checks.


def show(label, f):
    try:
        print(label, "->", repr(f()))
    except Exception as e:
        print(label, "!!", type(e).__name__, e)


class Len:
    def __init__(self, n):
        self.n = n

    def __len__(self):
        return self.n


class Index:
    def __index__(self):
        return 7


class MyInt(int):
    pass


for n in [3, 0, True, -10, 2**63, -(2**63) - 10, 4.5, None, "3", Index(), MyInt(5)]:
    show("len %s %s" % (type(n).__name__, n if not isinstance(n, Index) else "-"), lambda: len(Len(n)))

class MyStr(str):
    pass


class MyBytes(bytes):
    pass


for start in ["", MyStr("a"), b"", MyBytes(b""), bytearray(), bytearray(b"x"), [], 0, 0.5]:
    show("sum start %r" % (start,), lambda: sum([], start))
show("sum bytearrays", lambda: sum([bytearray(b"a"), bytearray(b"b")], bytearray(b"")))
show("sum lists", lambda: sum([[1], [2], [3]]))
show("sum dicts", lambda: sum([{2: 3}] * 2, {2: 3}))


class Spec(str):
    pass


show("format spec subclass", lambda: format(0, Spec("10")))
show("format spec subclass x", lambda: format(255, Spec("#x")))
show("format spec int", lambda: format(object(), 4))
print(object().__format__("").startswith("<object object at 0x"))
print(repr(object()).startswith("<object object at 0x"), str(object()).startswith("<object object at 0x"))


class Plain:
    pass


print(repr(Plain()).startswith("<__main__.Plain object at 0x"))
for bad in [3, None, object()]:
    show("object.__format__ %r" % type(bad).__name__, lambda: object().__format__(bad))
show("object.__format__ s", lambda: format(Plain(), "s"))
