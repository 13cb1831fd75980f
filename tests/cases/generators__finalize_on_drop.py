# A suspended generator that is dropped runs its `finally` and `with` exits as close() would.


class Resource:
    def __init__(self, name):
        self.name = name

    def __enter__(self):
        print("enter", self.name)
        return self

    def __exit__(self, exc_type, exc, tb):
        print("exit", self.name, exc_type is GeneratorExit)
        return False


def counter(name):
    try:
        i = 0
        while True:
            yield i
            i += 1
    finally:
        print("finally", name)


def managed(name):
    with Resource(name):
        yield 1
        yield 2
    print("never reached", name)


# Breaking out of a for loop over a generator: finalized before the next statement.
for x in counter("loop"):
    if x == 2:
        break
print("after loop")

# A local that goes out of scope when its function returns.
def take_two():
    g = counter("local")
    return next(g) + next(g)

print("take_two", take_two())

# Rebinding the only reference.
g = counter("rebind")
print(next(g))
g = None
print("after rebind")

# `del`.
m = managed("del")
print(next(m))
del m
print("after del")

# A generator that catches GeneratorExit and returns normally.
def polite():
    try:
        yield 1
    except GeneratorExit:
        print("polite got GeneratorExit")

p = polite()
next(p)
p = None
print("after polite")

# An early exit from any() over a generator function's generator.
def evens():
    try:
        for i in range(10):
            yield i % 2 == 0
    finally:
        print("evens closed")

print("any", any(evens()))
print("after any")

# A generator never started has nothing to finalize.
g = counter("unstarted")
g = None
print("after unstarted")

# An exhausted generator has nothing to finalize either.
g = counter("exhausted")
for _ in zip(range(2), g):
    pass
g = None
print("after exhausted")

# Nested: dropping the outer generator closes the `yield from` chain.
def outer():
    try:
        yield from counter("inner")
    finally:
        print("outer finally")

o = outer()
next(o)
next(o)
o = None
print("after nested")

# Inside a comprehension, each dropped generator is closed before the next item.
print([next(counter(f"comp{i}")) for i in range(3)])
print("done")
