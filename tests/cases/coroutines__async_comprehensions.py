# Comprehensions inside an async def: async for and await in list, set and dict
# comprehensions, nested loops, conditions.
class Tick:
    def __await__(self):
        yield "tick"


class Arange:
    def __init__(self, n):
        self.i = 0
        self.n = n

    def __aiter__(self):
        return self

    async def __anext__(self):
        await Tick()
        if self.i >= self.n:
            raise StopAsyncIteration
        self.i += 1
        return self.i - 1


async def double(x):
    await Tick()
    return 2 * x


def run(coro):
    ticks = 0
    while True:
        try:
            coro.send(None)
            ticks += 1
        except StopIteration as e:
            return ticks, e.value


async def main():
    a = [x async for x in Arange(4)]
    b = [await double(x) for x in range(3)]
    c = {x % 2 async for x in Arange(5)}
    d = {x: await double(x) async for x in Arange(3) if x != 1}
    e = [(x, y) async for x in Arange(2) for y in "ab"]
    f = [y for x in range(2) async for y in Arange(x + 1)]
    return a, b, c, d, e, f


print(run(main()))
