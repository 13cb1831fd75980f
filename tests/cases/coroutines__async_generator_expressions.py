import asyncio
async def arange(n):
    for i in range(n):
        yield i
async def double(x):
    return 2 * x
g = (x * 10 async for x in arange(3))
print(type(g).__name__)
def f():
    return (await double(x) for x in range(3))
async def main():
    print([v async for v in g])
    print([v async for v in f()])
    h = (y async for x in arange(3) if x for y in range(x))
    print([v async for v in h])
    print(type(f()).__name__, f().__name__ if hasattr(f(), '__name__') else '')
    print([i async for i in (j async for j in arange(2))])
    # an await in the element of a plain genexp inside async def makes it async
    k = (await double(i) for i in range(2))
    print(type(k).__name__, [v async for v in k])
asyncio.run(main())
try:
    exec_err = None
    list(f())
except TypeError as e:
    print("TypeError", e)


async def more():
    # anext(), asend() and aclose() on an asynchronous generator expression.
    g = (x + 1 async for x in arange(5))
    print(await anext(g), await g.asend(None))
    await g.aclose()
    try:
        await anext(g)
    except StopAsyncIteration:
        print("closed")
    # An error inside the element reaches the consumer; the generator is finished after it.
    bad = (1 // (x - 1) async for x in arange(3))
    try:
        print([v async for v in bad])
    except ZeroDivisionError as e:
        print("ZeroDivisionError", e)
    print([v async for v in bad])
    # An asynchronous comprehension nested in a plain generator expression makes it async.
    nested = ([z async for z in arange(x)] for x in range(3))
    print(type(nested).__name__, [v async for v in nested])
    # The first iterable is read (and its __aiter__ called) where the expression stands.
    try:
        (x async for x in 5)
    except TypeError as e:
        print("TypeError", e)


asyncio.run(more())
