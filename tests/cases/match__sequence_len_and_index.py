# How a sequence pattern reads its subject, as CPython 3.11 compiles it: len() first (== the
# pattern's length, or >= without the star); only wildcards read nothing more; a `*_` star
# reads the other items by non-negative index; otherwise the subject is iterated (unpacked).
import collections.abc


class Logged(collections.abc.Sequence):
    def __init__(self, n):
        self.n = n
        self.log = []

    def __len__(self):
        self.log.append("len")
        return self.n

    def __getitem__(self, i):
        self.log.append(("getitem", i))
        if not 0 <= i < self.n:
            raise IndexError(i)
        return i * 10

    def __iter__(self):
        self.log.append("iter")
        return iter([i * 10 for i in range(self.n)])


def run(label, n, f):
    s = Logged(n)
    print(label, f(s), s.log)


def empty(s):
    match s:
        case []:
            return "empty"
    return "no"


def wild(s):
    match s:
        case [_, _, *_]:
            return "two or more"
    return "no"


def subscr(s):
    match s:
        case [a, _, *_, b, _]:
            return a, b
    return "no"


def unpack(s):
    match s:
        case [a, *rest, b]:
            return a, rest, b
    return "no"


def exact(s):
    match s:
        case [a, b]:
            return a, b
    return "no"


for n in (0, 2, 5):
    run("empty", n, empty)
    run("wild", n, wild)
    run("subscr", n, subscr)
    run("unpack", n, unpack)
    run("exact", n, exact)


class Blocked(collections.abc.Sequence):
    __getitem__ = None

    def __len__(self):
        return 3


match Blocked():
    case [*_]:
        print("len is enough")

# A huge range is indexed, never unpacked.
w = range(1 << 30)
match w:
    case x, y, *_:
        print(x, y)
match w:
    case [*_, last]:
        print("last", last)


# Iterating a subject whose length lies: CPython's unpacking errors.
class Liar(collections.abc.Sequence):
    def __init__(self, n):
        self.n = n

    def __len__(self):
        return self.n

    def __getitem__(self, i):
        return [1, 2, 3][i]

    def __iter__(self):
        return iter([1, 2, 3])


try:
    match Liar(2):
        case [a, b]:
            print(a, b)
except ValueError as e:
    print(type(e).__name__, e)
try:
    match Liar(4):
        case [a, b, c, *d, e]:
            print(a, b, c, d, e)
except ValueError as e:
    print(type(e).__name__, e)
