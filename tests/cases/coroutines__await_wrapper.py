# smolagents: Forbidden: Forbidden call to dunder function: __await__
# coro.__await__() is a coroutine_wrapper, an iterator that drives the coroutine: __await__
# methods delegating to a coroutine, and the wrapper's send, throw and close.
class Tick:
    def __await__(self):
        v = yield "tick"
        return v


async def inner():
    got = await Tick()
    return "inner got %s" % got


class Delegating:
    def __await__(self):
        return inner().__await__()


class YieldsFrom:
    def __await__(self):
        r = yield from inner().__await__()
        return r.upper()


async def main():
    a = await Delegating()
    b = await YieldsFrom()
    return a, b


c = main()
print(c.send(None))
print(c.send(1))
try:
    c.send(2)
except StopIteration as e:
    print(e.value)

w = inner().__await__()
print(type(w).__name__, repr(w).split(" at ")[0])
print(iter(w) is w)
print(next(w))
try:
    w.send("x")
except StopIteration as e:
    print(e.value)

w = inner().__await__()
next(w)
try:
    w.throw(ValueError("into wrapper"))
except ValueError as e:
    print("ValueError:", e)
w = inner().__await__()
next(w)
print(w.close())
print([x for x in inner().__await__()])
