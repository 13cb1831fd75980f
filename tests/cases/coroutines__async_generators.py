# smolagents: Forbidden: Forbidden call to dunder function: __aiter__
# Async generators (async def with yield): async for over them, __anext__, asend, athrow,
# aclose, awaits inside them passing through to the driver, and CPython's errors.
class Tick:
    def __await__(self):
        v = yield "tick"
        return v


def run(coro):
    ticks = 0
    while True:
        try:
            coro.send(None)
            ticks += 1
        except StopIteration as e:
            return ticks, e.value


async def numbers(n):
    for i in range(n):
        await Tick()
        yield i
    await Tick()


ag = numbers(2)
print(type(ag).__name__, repr(ag).split(" at ")[0])
print(ag.__aiter__() is ag)


async def consume():
    out = []
    async for x in numbers(3):
        out.append(x)
    out.append([x * 10 async for x in numbers(3) if x])
    return out


print(run(consume()))


async def echo():
    received = []
    try:
        while True:
            got = yield len(received)
            received.append(got)
    finally:
        print("echo closing with", received)


async def talk():
    g = echo()
    first = await g.__anext__()
    second = await g.asend("a")
    third = await g.asend("b")
    await g.aclose()
    return first, second, third


print(run(talk()))


async def catcher():
    while True:
        try:
            yield "ready"
        except ValueError as e:
            yield "caught " + str(e)


async def throws():
    g = catcher()
    a = await g.__anext__()
    b = await g.athrow(ValueError("v"))
    c = await g.__anext__()
    await g.aclose()
    return a, b, c


print(run(throws()))


async def finished():
    g = numbers(1)
    out = [await g.__anext__()]
    try:
        await g.__anext__()
    except StopAsyncIteration:
        out.append("StopAsyncIteration")
    try:
        await g.__anext__()
    except StopAsyncIteration:
        out.append("again")
    return out


print(run(finished()))


async def raises_stop():
    yield 1
    raise StopAsyncIteration


async def errors():
    out = []
    g = raises_stop()
    await g.__anext__()
    try:
        await g.__anext__()
    except RuntimeError as e:
        out.append(str(e))
    aw = numbers(3).__anext__()
    out.append(type(aw).__name__)
    out.append(await aw)
    try:
        await aw
    except RuntimeError as e:
        out.append(str(e))

    async def stubborn():
        while True:
            try:
                yield 1
            except GeneratorExit:
                pass

    s = stubborn()
    await s.__anext__()
    try:
        await s.aclose()
    except RuntimeError as e:
        out.append(str(e))
    return out


print(run(errors()))
try:
    numbers(1).asend(5).send(None)
except TypeError as e:
    print("TypeError:", e)
try:
    for x in numbers(1):
        pass
except TypeError as e:
    print("TypeError:", e)
