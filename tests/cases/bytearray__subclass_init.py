# A subclass of bytearray starts empty and is filled by __init__ (its own, or bytearray's),
# so its constructor may take other arguments; the repr names the subclass.


class Sub(bytearray):
    def __init__(self, newarg=1, *args, **kwargs):
        self.newarg = newarg
        bytearray.__init__(self, *args, **kwargs)


print(Sub(4, b"abcd"), Sub(4, source=b"abcd").newarg, Sub(newarg=4, source=b"abcd"))
print(Sub(), Sub(1, "hé", "utf-8"), Sub(1, 3))


class Plain(bytearray):
    pass


print(Plain(b"xy"), Plain(3), Plain("ab", "ascii"), Plain([1, 2]), isinstance(Plain(), bytearray))
b = bytearray(b"old")
b.__init__(b"new")
print(b)
b.__init__()
print(b)
try:
    b.__init__("text")
except TypeError as e:
    print(e)
print(repr(bytearray(b"it's")), str(bytearray(b'it\'s "q"')), repr(Plain(b"'")), str(Plain(b"s")))
