import asyncio
from contextlib import asynccontextmanager, aclosing, AsyncExitStack, nullcontext

log = []

@asynccontextmanager
async def res(name):
    log.append("enter " + name)
    try:
        yield name.upper()
    except KeyError as e:
        log.append("caught " + repr(e))
    finally:
        log.append("exit " + name)

async def ticker(n):
    try:
        for i in range(n):
            yield i
    finally:
        log.append("ticker closed")

async def main():
    async with res("a") as v:
        log.append("body " + v)
    async with res("b"):
        raise KeyError("k")
    try:
        async with res("c"):
            raise ValueError("v")
    except ValueError as e:
        log.append("propagated " + repr(e))
    async with aclosing(ticker(10)) as t:
        async for i in t:
            if i == 2:
                break
    async with AsyncExitStack() as stack:
        x = await stack.enter_async_context(res("d"))
        stack.push_async_callback(asyncio.sleep, 0)
        stack.callback(log.append, "sync callback")
        async def acb(*a):
            log.append("async exit " + repr(a[0]))
        stack.push_async_exit(acb)
        log.append("in stack " + x)
    try:
        async with AsyncExitStack() as stack:
            await stack.enter_async_context(res("e"))
            raise KeyError("inner")
    except KeyError:
        log.append("not reached")
    try:
        async with AsyncExitStack() as stack:
            await stack.enter_async_context(5)
    except TypeError as e:
        log.append("TypeError " + str(e))

    @res("deco")
    async def decorated(a):
        log.append("decorated %s" % a)
        return a * 2
    log.append(str(await decorated(21)))

    @asynccontextmanager
    async def noyield():
        if False:
            yield
    try:
        async with noyield():
            pass
    except RuntimeError as e:
        log.append("RuntimeError " + str(e))

asyncio.run(main())
print("\n".join(log))


async def null():
    async with nullcontext(7) as n:
        return n


print(asyncio.run(null()))
policy = asyncio.get_event_loop_policy()
print(isinstance(policy, asyncio.AbstractEventLoopPolicy))
asyncio.set_event_loop_policy(None)
print(asyncio.get_event_loop_policy() is not policy)
try:
    asyncio.set_event_loop_policy(5)
except TypeError as e:
    print("TypeError", e)
loop = asyncio.new_event_loop()
asyncio.set_event_loop(loop)
print(asyncio.get_event_loop() is loop, loop.run_until_complete(null()))
loop.close()
asyncio.set_event_loop(None)
