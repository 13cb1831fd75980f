# Futures by hand, callbacks and timers, cancellation messages, Semaphore, Condition, the
# queues, shield, wait(FIRST_COMPLETED), asyncio.run's errors and its cleanup of tasks left.
import asyncio


async def ticker(name, n, delay):
    for i in range(n):
        print(name, i)
        await asyncio.sleep(delay)
    return name


async def main():
    # Interleaving of sleep(0) tasks follows the ready queue, as in CPython.
    print(await asyncio.gather(ticker("a", 3, 0), ticker("b", 2, 0), ticker("c", 1, 0)))
    t1 = asyncio.create_task(ticker("x", 2, 0), name="custom")
    t2 = asyncio.create_task(ticker("y", 2, 0))
    print(t1.get_name(), t2.get_name().startswith("Task-"))
    await t1
    await t2

    # Cancellation with a message.
    async def slow():
        await asyncio.sleep(5)

    t = asyncio.create_task(slow())
    await asyncio.sleep(0)
    print(t.cancel("stop now"), t.cancel())
    try:
        await t
    except asyncio.CancelledError as e:
        print("cancelled:", e.args)
    print(t.cancelled(), t.done())
    try:
        t.result()
    except asyncio.CancelledError as e:
        print("result raises", type(e).__name__)
    # Futures by hand.
    loop = asyncio.get_running_loop()
    fut = loop.create_future()
    loop.call_soon(fut.set_result, 42)
    print(await fut)
    fut2 = loop.create_future()
    try:
        fut2.result()
    except asyncio.InvalidStateError as e:
        print("invalid:", e)
    fut2.set_exception(KeyError("k"))
    try:
        await fut2
    except KeyError as e:
        print("future raised", repr(e))
    try:
        fut2.set_result(1)
    except asyncio.InvalidStateError:
        print("already done")
    # Callbacks and call_later order.
    order = []
    loop.call_later(0.02, order.append, "late")
    loop.call_later(0.01, order.append, "early")
    loop.call_soon(order.append, "soon")
    await asyncio.sleep(0.05)
    print(order)
    # Semaphore limits concurrency.
    sem = asyncio.Semaphore(2)
    active = 0
    peak = 0

    async def limited(i):
        nonlocal active, peak
        async with sem:
            active += 1
            peak = max(peak, active)
            await asyncio.sleep(0.001)
            active -= 1
        return i

    print(await asyncio.gather(*[limited(i) for i in range(6)]), peak)
    # PriorityQueue and LifoQueue.
    pq = asyncio.PriorityQueue()
    for x in [5, 1, 3]:
        pq.put_nowait(x)
    print([pq.get_nowait() for _ in range(3)])
    lq = asyncio.LifoQueue(maxsize=2)
    lq.put_nowait(1)
    lq.put_nowait(2)
    try:
        lq.put_nowait(3)
    except asyncio.QueueFull:
        print("full", lq.full(), lq.qsize())
    try:
        asyncio.Queue().get_nowait()
    except asyncio.QueueEmpty:
        print("empty")
    # Queue.join with workers.
    q = asyncio.Queue()
    seen = []

    async def work():
        while True:
            item = await q.get()
            seen.append(item * 2)
            q.task_done()

    workers = [asyncio.create_task(work()) for _ in range(2)]
    for i in range(5):
        q.put_nowait(i)
    await q.join()
    for w in workers:
        w.cancel()
    res = await asyncio.gather(*workers, return_exceptions=True)
    print(sorted(seen), [type(r).__name__ for r in res])
    # Condition.
    cond = asyncio.Condition()
    items = []

    async def consumer():
        async with cond:
            await cond.wait_for(lambda: items)
            print("consumed", items.pop())

    c = asyncio.create_task(consumer())
    await asyncio.sleep(0)
    async with cond:
        items.append("thing")
        cond.notify()
    await c
    # shield: the inner task survives the outer's cancellation.
    inner = asyncio.create_task(ticker("s", 1, 0.01))
    outer = asyncio.shield(inner)
    outer.cancel()
    print(await inner, outer.cancelled())
    # current_task / all_tasks.
    print(asyncio.current_task().get_name() == "Task-1", len(asyncio.all_tasks()))
    # A wait_for that completes in time.
    print(await asyncio.wait_for(ticker("w", 1, 0), timeout=1))
    # FIRST_COMPLETED.
    fast = asyncio.create_task(asyncio.sleep(0.001, "fast"))
    slow2 = asyncio.create_task(asyncio.sleep(1, "slow"))
    done, pending = await asyncio.wait([fast, slow2], return_when=asyncio.FIRST_COMPLETED)
    print([d.result() for d in done], len(pending))
    slow2.cancel()
    # Errors.
    for bad in [
        lambda: asyncio.run(main),
        lambda: asyncio.Semaphore(-1),
        lambda: asyncio.get_running_loop().create_task(5),
    ]:
        try:
            bad()
        except Exception as e:
            print(type(e).__name__, e)
    return "ok"


print(asyncio.run(main()))
try:
    asyncio.get_running_loop()
except RuntimeError as e:
    print(e)
try:
    asyncio.run(5)
except ValueError as e:
    print(e)


async def fails():
    await asyncio.sleep(0)
    raise ZeroDivisionError("deep")


try:
    asyncio.run(fails())
except ZeroDivisionError as e:
    print("run raised", e)


# A task left running when main returns is cancelled by run().
async def leftover():
    try:
        await asyncio.sleep(10)
    finally:
        print("leftover cleaned up")


async def main2():
    asyncio.create_task(leftover())
    await asyncio.sleep(0)
    return "main2 done"


print(asyncio.run(main2()))
asyncio.run(fails())
