# A generator expression passed straight to a builtin that consumes it at once: results,
# side-effect order and early exit, as CPython's generator gives them.
log = []


def t(x):
    log.append(x)
    return x


print(sum(x for x in (1, 2)), sum(x * x for x in range(10) if x % 2))
print(sum(x for x in [1.5, 2.5]), sum(x for x in [10**20, 1]), sum(x for x in []))
print(any(x > 5 for x in range(10)), all(x < 5 for x in range(10)))
print(any(x for x in []), all(x for x in []))
print(min(x for x in [3, 1, 2]), max(x for x in [3, 1, 2]))
print(min(s for s in ["b", "a", "c"]), max(len(s) for s in ["ab", "c"]))
print(list(x + 1 for x in range(3)), tuple(x for x in "abc"))
print(sorted(x % 3 for x in range(7)), sorted(s for s in {"b": 1, "a": 2}))
print(set(x % 3 for x in range(7)), frozenset(x for x in "aab") == frozenset("ab"))
print("-".join(s.upper() for s in ["a", "b"]), "".join(c for c in "xyz" if c != "y"))
print(repr("".join(s for s in [])), repr(", ".join(s for s in ["only"])))

# Early exit: any/all stop at their answer and consume nothing more.
print(any(t(x) > 2 for x in range(10)), log)
log.clear()
print(all(t(x) < 2 for x in range(10)), log)
log.clear()

# The consumer's work interleaves with the generator's items, in CPython's order.


class Loud:
    def __init__(self, v):
        self.v = v

    def __add__(self, other):
        log.append(("add", self.v, other.v if isinstance(other, Loud) else other))
        return Loud(self.v + (other.v if isinstance(other, Loud) else other))

    __radd__ = __add__

    def __lt__(self, other):
        log.append(("lt", self.v, other.v))
        return self.v < other.v

    def __bool__(self):
        log.append(("bool", self.v))
        return self.v > 1

    def __hash__(self):
        log.append(("hash", self.v))
        return hash(self.v)

    def __eq__(self, other):
        return self.v == other.v


def make(v):
    log.append(("make", v))
    return Loud(v)


print(sum(make(v) for v in range(3)).v)
print(log)
log.clear()
print(min(make(v) for v in [2, 0, 1]).v, max(make(v) for v in [2, 0, 1]).v)
print(log)
log.clear()
print(any(make(v) for v in range(5)), all(make(v) for v in [3, 2, 0, 5]))
print(log)
log.clear()
print(len(set(make(v) for v in [1, 2, 1])), len(frozenset(make(v) for v in [4])))
print(log)
log.clear()
print([l.v for l in sorted(make(v) for v in [2, 1])])
print(log)
log.clear()

# Nested loops, filters, walrus into the enclosing scope, closures over the loop variable.
print(sum(x * y for x in range(4) if x for y in range(x) if y != 1))
print(list((x, y) for x in "ab" for y in range(2)))
fs = list(lambda: x for x in range(3))
print([f() for f in fs])
fs = list((lambda x=x: x) for x in range(3))
print([f() for f in fs])
print(max(total := x for x in range(5)), total)
print(sum(sum(y for y in range(x)) for x in range(5)))
print(list(any(c == "a" for c in w) for w in ["abc", "xyz"]))


def outer():
    k = 10
    return sum(x + k for x in range(3)), list(lambda: x + k for x in range(2))[0]()


print(outer())

# Names in the generator expression do not leak.
x = "outer"
print(sum(1 for x in range(3)), x)
try:
    leaked_name
except NameError:
    print("no leak")
print(list(leaked_name for leaked_name in range(2)))
try:
    print(leaked_name)
except NameError as e:
    print("NameError", e)

# The first iterable is evaluated in the enclosing scope, first; the rest on each item.


class C:
    items = [1, 2, 3]
    total = sum(i for i in items)
    try:
        broken = sum(i for i in range(2) for j in items)
    except NameError as e:
        err = str(e)


print(C.total, C.err)


# A generator the loops held is closed as any() returns, before its result is used.
def g():
    try:
        yield 0
        yield 1
        yield 2
    finally:
        print("g closed")


print(any(x for x in g()))
print(all(x < 1 for x in g()), sum(x for x in g()))
