# aclose()/athrow() of a finished async generator end at once with None (CPython's bare
# StopIteration from async_gen_athrow_send), and asyncio.iscoroutine accepts what 3.11's does:
# coroutines, generators and instances of collections.abc.Coroutine (an athrow awaitable).
import asyncio


async def async_iterate():
    yield 1
    yield 2


async def agen():
    yield 1


async def run():
    it = async_iterate()
    async for _ in it:
        pass
    print(await it.aclose(), await it.aclose())
    it2 = async_iterate()
    await it2.aclose()
    await it2.aclose()
    print('closed unstarted')
    it3 = async_iterate()
    print(await anext(it3))
    await it3.aclose()
    try:
        await anext(it3)
    except StopAsyncIteration:
        print('stop after close')
    try:
        await it3.asend(None)
    except StopAsyncIteration:
        print('stop asend after close')
    print(await it3.athrow(ValueError))
    ag = agen()
    t = asyncio.create_task(ag.aclose())
    await t
    print(t.done(), t.result())
    print(asyncio.iscoroutine(ag.asend(None)), asyncio.iscoroutine(ag),
          asyncio.iscoroutine(x for x in ()), asyncio.iscoroutine(1))


asyncio.run(run())
