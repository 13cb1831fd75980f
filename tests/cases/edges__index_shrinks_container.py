# An index or slice bound whose __index__ empties the container: the length is read after
# it ran (CPython's order), so nothing indexes past the end (ophis panicked here).
def make(container):
    class I:
        def __init__(self, n):
            self.n = n
        def __index__(self):
            container.clear()
            return self.n
    return I

for kind in (list, bytearray):
    for op in ("get", "getstep", "del", "delitem", "getitem", "set"):
        c = kind(b"abcdefghij") if kind is bytearray else list(range(10))
        I = make(c)
        try:
            if op == "get":
                r = c[2:I(8)]
            elif op == "getstep":
                r = c[I(1):8:2]
            elif op == "del":
                del c[I(2):8]
                r = c
            elif op == "delitem":
                del c[I(2)]
                r = c
            elif op == "getitem":
                r = c[I(2)]
            else:
                c[I(2)] = 1
                r = c
            print(kind.__name__, op, r)
        except Exception as e:
            print(kind.__name__, op, type(e).__name__, e)

b = bytearray(b"abcdef")
def gen():
    b.clear()
    yield 65
    yield 66
b[1:4] = gen()
print(b)
b = bytearray(b"abcdef")
def gen2():
    b.clear()
    yield 65
    yield 66
    yield 67
try:
    b[0:6:2] = gen2()
except ValueError as e:
    print("ValueError", e)
print(b)
