# Generators, coroutines and async generators have CPython's __name__ and __qualname__ (the
# function's), writable with a str only; the repr shows the qualified name. with_traceback
# takes None (ophis has no traceback objects) and refuses anything else with CPython's error.


def gen():
    yield 1


class Holder:
    def method_gen(self):
        yield 2

    def outer(self):
        def inner():
            yield 3

        return inner()


async def coro():
    return 4


async def agen():
    yield 5


g = gen()
print(g.__name__, g.__qualname__)
m = Holder().method_gen()
print(m.__name__, m.__qualname__)
i = Holder().outer()
print(i.__name__, i.__qualname__)
c = coro()
print(c.__name__, c.__qualname__)
c.close()
a = agen()
print(a.__name__, a.__qualname__)
ge = (x for x in [1])
print(ge.__name__, ge.__qualname__)

g.__name__ = "renamed"
print(g.__name__, g.__qualname__)
g.__qualname__ = "Some.renamed"
print(g.__name__, g.__qualname__, repr(g).split(" at ")[0])
print(next(g))
for bad in [1, None, b"x"]:
    for attr in ["__name__", "__qualname__"]:
        try:
            setattr(m, attr, bad)
        except TypeError as e:
            print("TypeError:", e)
print(m.__name__, m.__qualname__)
# A new generator of the same function has the function's names again.
print(gen().__name__, gen().__qualname__)

c2 = coro()
c2.__qualname__ = "a.b"
print(repr(c2).split(" at ")[0])
c2.close()

e = ValueError("x")
print(e.with_traceback(None) is e)
for bad in [5, "tb", e]:
    try:
        e.with_traceback(bad)
    except TypeError as err:
        print("TypeError:", err)
try:
    raise KeyError("k").with_traceback(None)
except KeyError as err:
    print("caught", repr(err))
