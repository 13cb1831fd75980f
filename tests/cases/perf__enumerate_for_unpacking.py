# `for i, x in enumerate(...)` assigns the count and the item without a tuple: every kind of
# target, early exits, the iterator advanced inside the body, errors from the inner iterator
# and from a target, and starts past 64 bits.
for i, x in enumerate("abc"):
    print(i, x)
for [i, x] in enumerate([10, 20], 5):
    print(i, x)
else:
    print("else", i, x)

class Box:
    pass

b = Box()
d = {}
for b.n, d["k"] in enumerate(range(3), start=-1):
    print(b.n, d)

e = enumerate("wxyz")
for i, x in e:
    print(i, x, next(e))

for i, x in enumerate([]):
    print("never")
else:
    print("empty else")

for i, x in enumerate(range(10)):
    if i == 2:
        break
print("broke at", i, x)


def gen():
    yield "a"
    yield "b"
    raise ValueError("inner failed")


try:
    for i, x in enumerate(gen()):
        print(i, x)
except ValueError as err:
    print("caught", err)


class Target:
    def _set(self, value):
        if value == "bad":
            raise KeyError("x")
        self.stored = value

    x = property(lambda self: self.stored, _set)


t = Target()
try:
    for t.i, t.x in enumerate(["ok", "bad"]):
        print(t.i, t.x)
except KeyError as err:
    print("target failed", err, t.i, t.x)

for i, x in enumerate("ab", 2**63 - 1):
    print(i, x)

for i, *rest in enumerate(["xy", "z"]):
    print(i, rest)

for (i, (a, c)) in enumerate(["pq", "rs"]):
    print(i, a, c)

try:
    for i, x, y in enumerate("ab"):
        pass
except ValueError as err:
    print(err)

items = [1, 2, 3]
for i, x in enumerate(items):
    if i == 0:
        items.append(4)
    print(i, x)


def f():
    total = 0
    for i, x in enumerate([1.5, 2.5]):
        total += i * x
    return total


print(f())
