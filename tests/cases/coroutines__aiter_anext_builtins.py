import asyncio


class Counter:
    def __init__(self, n):
        self.i, self.n = 0, n

    def __aiter__(self):
        return self

    async def __anext__(self):
        if self.i >= self.n:
            raise StopAsyncIteration
        self.i += 1
        return self.i


class NotAnIterator:
    def __aiter__(self):
        return 5


async def agen():
    yield "a"
    yield "b"


async def main():
    it = aiter(Counter(2))
    print(type(it).__name__, await anext(it), await anext(it))
    print(await anext(it, "done"))
    try:
        await anext(it)
    except StopAsyncIteration:
        print("StopAsyncIteration")
    g = agen()
    print(aiter(g) is g, await anext(g), await anext(g), await anext(g, None))
    for bad in (5, [1]):
        try:
            aiter(bad)
        except TypeError as e:
            print("TypeError", e)
        try:
            anext(bad)
        except TypeError as e:
            print("TypeError", e)
    try:
        aiter(NotAnIterator())
    except TypeError as e:
        print("TypeError", e)
    # The default is given only for StopAsyncIteration; other errors pass through.

    class Broken:
        def __aiter__(self):
            return self

        async def __anext__(self):
            raise KeyError("k")

    try:
        await anext(Broken(), 0)
    except KeyError as e:
        print("KeyError", e)


asyncio.run(main())
