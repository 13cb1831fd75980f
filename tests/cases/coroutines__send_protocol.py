# A coroutine is driven by send(None): awaits nest, what the innermost awaitable yields reaches
# the driver, and the return value arrives as StopIteration(value).
async def add(a, b):
    return a + b


async def main():
    x = await add(1, 2)
    y = await add(x, 10)
    return [x, y]


c = main()
print(type(c).__name__, repr(c).split(" at ")[0])
try:
    c.send(None)
except StopIteration as e:
    print("result", e.value)


class Suspend:
    """Yields itself to the driver, which sends back the answer."""

    def __init__(self, tag):
        self.tag = tag

    def __await__(self):
        answer = yield self.tag
        return answer


async def ask(tag):
    got = await Suspend(tag)
    return got * 2


async def conversation():
    a = await ask("first")
    b = await ask("second")
    return a + b


c = conversation()
print("driver got", c.send(None))
print("driver got", c.send(5))
try:
    c.send(7)
except StopIteration as e:
    print("done", e.value)


class C:
    async def method(self, n):
        return n + 1


m = C().method(1)
print(repr(m).split(" at ")[0])
try:
    m.send(None)
except StopIteration as e:
    print(e.value)


async def nothing():
    pass


try:
    nothing().send(None)
except StopIteration as e:
    print("returns None:", e.value, e.args)


async def watch():
    print("running inside:", w.cr_running)
    await Suspend("paused")


w = watch()
print("before:", w.cr_running)
w.send(None)
print("suspended:", w.cr_running)
try:
    w.send(None)
except StopIteration:
    print("finished:", w.cr_running, w.cr_frame)
