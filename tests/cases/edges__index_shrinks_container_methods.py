# Methods taking an index or bounds whose __index__ empties the container: no panic, and
# CPython's errors (bytearray.pop read the length before converting its index and panicked).
import collections


def make(container):
    class I:
        def __init__(self, n):
            self.n = n

        def __index__(self):
            container.clear()
            return self.n

    return I


def set_slice(c, I):
    c[I(2):8] = c
    return c


def set_item(c, I):
    c[I(2)] = 5
    return c


def del_item(c, I):
    del c[I(2)]
    return c


tests = [
    (list, "pop", lambda c, I: c.pop(I(2))),
    (list, "insert", lambda c, I: c.insert(I(2), 9)),
    (bytearray, "pop", lambda c, I: c.pop(I(2))),
    (bytearray, "insert", lambda c, I: c.insert(I(2), 9)),
    (bytearray, "startswith", lambda c, I: c.startswith(b"a", I(1))),
    (collections.deque, "getitem", lambda c, I: c[I(2)]),
    (collections.deque, "setitem", set_item),
    (collections.deque, "delitem", del_item),
    (collections.deque, "insert", lambda c, I: c.insert(I(2), 9)),
    (collections.deque, "rotate", lambda c, I: c.rotate(I(2))),
    (collections.deque, "index", lambda c, I: c.index(3, I(1))),
    (list, "set slice to itself", set_slice),
    (bytearray, "set slice to itself", set_slice),
]
for kind, name, f in tests:
    c = kind(b"abcdefghij") if kind is bytearray else kind(range(10))
    try:
        r = f(c, make(c))
        print(kind.__name__, name, r, c)
    except Exception as e:
        print(kind.__name__, name, type(e).__name__, e)
