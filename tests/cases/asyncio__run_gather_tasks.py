# asyncio.run with gather, create_task, wait_for, Queue, Lock, Event, cancellation, timeout(),
# wait, as_completed: the output order is CPython's scheduling order.
# The sleeps are 0.1 s apart so that a loaded machine does not swap the wake-ups.
import asyncio
import functools


async def worker(name, delay, log):
    log.append(f"{name} start")
    await asyncio.sleep(delay)
    log.append(f"{name} end")
    return name.upper()


async def main():
    log = []
    results = await asyncio.gather(
        worker("a", 0.2, log), worker("b", 0.1, log), worker("c", 0, log)
    )
    print(results)
    print(log)
    t = asyncio.create_task(worker("d", 0, log))
    print(t.get_name(), t.done())
    print(await t, t.done(), t.result())
    try:
        await asyncio.wait_for(asyncio.sleep(1), timeout=0.01)
    except asyncio.TimeoutError as e:
        print("timeout", type(e).__name__)
    q = asyncio.Queue()

    async def producer():
        for i in range(3):
            await q.put(i)
            print("put", i)
        await q.put(None)

    async def consumer():
        while (item := await q.get()) is not None:
            print("got", item)

    await asyncio.gather(producer(), consumer())
    lock = asyncio.Lock()

    async def locked(i):
        async with lock:
            print("in", i)
            await asyncio.sleep(0)
            print("out", i)

    await asyncio.gather(*(locked(i) for i in range(3)))

    async def boom():
        raise ValueError("boom")

    r = await asyncio.gather(boom(), worker("e", 0, log), return_exceptions=True)
    print(r)
    try:
        await asyncio.gather(boom(), worker("f", 0, log))
    except ValueError as e:
        print("caught", e)
    ev = asyncio.Event()

    async def waiter():
        await ev.wait()
        print("event seen")

    w = asyncio.create_task(waiter())
    await asyncio.sleep(0)
    ev.set()
    await w

    async def forever():
        try:
            await asyncio.sleep(10)
        except asyncio.CancelledError:
            print("cancelled inside")
            raise

    f = asyncio.create_task(forever())
    await asyncio.sleep(0)
    f.cancel()
    try:
        await f
    except asyncio.CancelledError:
        print("cancelled", f.cancelled())
    try:
        async with asyncio.timeout(0.01):
            await asyncio.sleep(1)
    except TimeoutError:
        print("timeout block")
    done, pending = await asyncio.wait([asyncio.create_task(worker("g", 0, log))])
    print(len(done), len(pending))
    for c in asyncio.as_completed([worker("h", 0.01, log), worker("i", 0, log)]):
        print(await c)
    print(
        asyncio.iscoroutinefunction(worker),
        asyncio.iscoroutinefunction(print),
        asyncio.iscoroutine(co := worker("x", 0, log)),
    )
    co.close()
    return "done"


print(asyncio.run(main()))
loop = asyncio.new_event_loop()
print(loop.run_until_complete(asyncio.sleep(0, "x")))
loop.close()
try:
    loop.run_until_complete(co := asyncio.sleep(0))
except RuntimeError as e:
    co.close()
    print(e)


class Service:
    async def fetch(self, x):
        return x * 2

    def plain(self):
        return 1


async def agen():
    yield 1


print(
    asyncio.iscoroutinefunction(Service().fetch),
    asyncio.iscoroutinefunction(Service.fetch),
    asyncio.iscoroutinefunction(Service().plain),
    asyncio.iscoroutinefunction(agen),
    asyncio.iscoroutinefunction(functools.partial(Service().fetch, 1)),
)
print(asyncio.run(Service().fetch(21)))


class Awaitable:
    # An awaitable that is neither a coroutine nor a Future: ensure_future and gather wrap it.
    def __await__(self):
        yield
        return 42


async def awaitables():
    print(await asyncio.ensure_future(Awaitable()), await asyncio.gather(Awaitable(), Awaitable()))
    lock, event, sem = asyncio.Lock(), asyncio.Event(), asyncio.Semaphore(2)
    await lock.acquire()
    print(repr(lock).split(" object")[0], "[locked]" in repr(lock), "[unset]" in repr(event))
    print("[unlocked, value:2]" in repr(sem))
    q = asyncio.Queue(1)
    await q.put("x")
    print(q.full(), await q.get(), q.empty())


asyncio.run(awaitables())
