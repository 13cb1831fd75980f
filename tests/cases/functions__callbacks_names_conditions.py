# Functions called back by builtins (key functions, map, filter), names read from globals and
# closure cells (bound and unbound), and conditions of every kind in if, while, conditional
# expressions and comprehension filters.
def second(r):
    return r[1]


rows = [(3, "c"), (1, "a"), (2, "b")]
print(sorted(rows, key=second), sorted(rows, key=lambda r: -r[0]))
print(list(map(lambda a, b: a * b, [1, 2, 3], [4, 5, 6])), list(filter(lambda x: x % 2, range(7))))
print(max(rows, key=second), min(["bb", "a", "ccc"], key=len))


def bad_key(r):
    return r[5]


try:
    sorted(rows, key=bad_key)
except IndexError as e:
    print("IndexError", e)
try:
    sorted(rows, key=lambda a, b: a)
except TypeError as e:
    print("TypeError", e)


def defaults(a, b=10):
    return a + b


print(list(map(defaults, [1, 2])))

counter = 0


def bump():
    global counter
    counter += 1
    return counter


print([bump() for _ in range(3)], counter)
del counter
try:
    bump()
except NameError as e:
    print("NameError", e)


def outer():
    def inner():
        return late

    try:
        inner()
    except NameError as e:
        print("NameError", e)
    late = 5
    return inner()


print(outer())


def unbound_local():
    if False:
        x = 1
    return x


try:
    unbound_local()
except UnboundLocalError as e:
    print("UnboundLocalError", e)

i = 0
while i < 5:
    i += 1
print(i)
for a, b in [(1, 1.0), (2, 2.5), ("a", "b"), (None, None), ([1], [1]), (2**70, 2**70 + 1)]:
    print(a == b, a != b, a is b, 1 if a == b else 0, [x for x in (a, b) if x == a])
    if a == b:
        print("equal")
    elif a is None:
        print("none")
    else:
        print("differ")
print([x for x in range(10) if x < 3 or x > 7], [x for x in range(5) if 1 < x < 4])
try:
    if 1 < "a":
        pass
except TypeError as e:
    print("TypeError", e)


class Truthy:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        return Truthy(self.v < other.v)

    def __bool__(self):
        print("bool called")
        return self.v


print("yes" if Truthy(1) < Truthy(2) else "no")
while Truthy(3) < Truthy(2):
    pass
print([n for n in range(3) if Truthy(n) < Truthy(2)])
