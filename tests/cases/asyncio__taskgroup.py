# asyncio.TaskGroup as CPython 3.11's: the block waits for every task; the first failure
# cancels the other tasks and the block itself, and the failures leave as an ExceptionGroup;
# a failure in the block cancels the tasks; a cancelled parent propagates CancelledError;
# create_task outside the group's life is refused.
import asyncio

log = []


async def worker(name, steps, fail=None):
    try:
        for i in range(steps):
            log.append(f"{name} step {i}")
            await asyncio.sleep(0)
        if fail is not None:
            log.append(f"{name} fails")
            raise fail
        log.append(f"{name} done")
        return name.upper()
    except asyncio.CancelledError:
        log.append(f"{name} cancelled")
        raise


def flush(title):
    print(title)
    for line in log:
        print("   ", line)
    log.clear()


def show(e, indent="    "):
    if isinstance(e, BaseExceptionGroup):
        print(f"{indent}{type(e).__name__}: {e}")
        for x in e.exceptions:
            show(x, indent + "  ")
    else:
        print(f"{indent}{e!r}")


async def all_succeed():
    async with asyncio.TaskGroup() as tg:
        a = tg.create_task(worker("a", 2))
        b = tg.create_task(worker("b", 1), name="second")
        log.append(f"block ends, {a.done()} {b.get_name()}")
    log.append(f"after the block: {a.result()} {b.result()}")


async def one_fails():
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(worker("a", 5))
            tg.create_task(worker("b", 1, ValueError("b broke")))
            tg.create_task(worker("c", 5))
            await asyncio.sleep(1)
            log.append("never: the block is cancelled")
    except* ValueError as eg:
        log.append("caught")
        show(eg)


async def two_fail_together():
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(worker("a", 0, KeyError("a")))
            tg.create_task(worker("b", 0, TypeError("b")))
            tg.create_task(worker("c", 3))
    except ExceptionGroup as eg:
        show(eg)


async def block_raises():
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(worker("a", 3))
            await asyncio.sleep(0)
            raise RuntimeError("the block broke")
    except ExceptionGroup as eg:
        show(eg)
        print("    cause:", eg.__cause__, "suppressed context:", eg.__suppress_context__)


async def cancelled_from_outside():
    async def body():
        async with asyncio.TaskGroup() as tg:
            tg.create_task(worker("a", 10))
            await asyncio.sleep(10)

    task = asyncio.create_task(body())
    for _ in range(3):
        await asyncio.sleep(0)
    task.cancel()
    try:
        await task
    except asyncio.CancelledError:
        log.append(f"parent cancelled: {task.cancelled()}")


async def nested_groups():
    try:
        async with asyncio.TaskGroup() as outer:
            outer.create_task(worker("o", 3))

            async def inner_group():
                async with asyncio.TaskGroup() as inner:
                    inner.create_task(worker("i1", 1, ValueError("inner")))
                    inner.create_task(worker("i2", 3))

            outer.create_task(inner_group())
    except ExceptionGroup as eg:
        show(eg)


async def lifecycle_errors():
    tg = asyncio.TaskGroup()
    print("   ", repr(tg))
    coro = worker("x", 0)
    try:
        tg.create_task(coro)
    except RuntimeError as e:
        print("    RuntimeError:", e)
    async with tg:
        print("   ", repr(tg))
        t = tg.create_task(worker("y", 1))
        print("   ", repr(tg))
        try:
            async with tg:
                pass
        except RuntimeError as e:
            print("    RuntimeError:", e)
    print("   ", repr(tg), t.result())
    try:
        tg.create_task(coro)
    except RuntimeError as e:
        print("    RuntimeError:", e)
    coro.close()


async def results_in_order():
    async def square(n):
        await asyncio.sleep(0.001 * (5 - n))
        return n * n

    async with asyncio.TaskGroup() as tg:
        tasks = [tg.create_task(square(n)) for n in range(5)]
    print("   ", [t.result() for t in tasks])


async def main():
    for f in [
        all_succeed,
        one_fails,
        two_fail_together,
        block_raises,
        cancelled_from_outside,
        nested_groups,
        lifecycle_errors,
        results_in_order,
    ]:
        print("--", f.__name__)
        await f()
        flush("  log:")


asyncio.run(main())
