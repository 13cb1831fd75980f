# bytes() and bytearray() take their argument in CPython's order: text needs an encoding and
# nothing else takes one, __bytes__, an integer count (also through __index__), bytes-like
# objects, then any iterable of integers in range(0, 256).


class Count:
    def __index__(self):
        return 3


class BadIndex:
    def __index__(self):
        1 / 0


class BadIter:
    def __iter__(self):
        1 / 0


class StrWithBytes(str):
    def __bytes__(self):
        return b"from __bytes__"


def show(f, *args, **kw):
    try:
        print(repr(f(*args, **kw)))
    except Exception as e:
        print(type(e).__name__, e)


for f in (bytes, bytearray):
    show(f, Count())
    show(f, BadIndex())
    show(f, [BadIndex()])
    show(f, BadIter())
    show(f, 0.0)
    show(f, [0.0])
    show(f, ["0"])
    show(f, [None])
    show(f, [-1])
    show(f, [256])
    show(f, [10**100])
    show(f, [-(10**100)])
    show(f, 2**70)
    show(f, -1)
    show(f, encoding="ascii")
    show(f, errors="ignore")
    show(f, 0, "ascii")
    show(f, b"", "ascii")
    show(f, 0, errors="ignore")
    show(f, "")
    show(f, "", errors="ignore")
    show(f, "", b"ascii")
    show(f, "", "ascii", b"ignore")
    show(f, "hé", "latin-1")
    show(f, (x for x in [1, 2, 3]))
    show(f, StrWithBytes("x"))

# A list is read by index: an item's __index__ may shorten or grow it.
a = []


class Clear:
    def __index__(self):
        a.clear()
        return 42


a[:] = [Clear(), Clear()]
print(bytes(a))


class Grow:
    def __index__(self):
        if len(a) < 10:
            a.append(self)
        return 42


a[:] = [Grow()]
print(bytes(a), len(a))
