# async with: __aenter__ and __aexit__ are awaited; __aexit__ sees the exception and may
# suppress it; CPython's errors for objects that are not asynchronous context managers.
log = []


class Tick:
    def __await__(self):
        yield "tick"


class Manager:
    def __init__(self, name, suppress=False):
        self.name = name
        self.suppress = suppress

    async def __aenter__(self):
        log.append("enter " + self.name)
        await Tick()
        return self.name.upper()

    async def __aexit__(self, typ, val, tb):
        log.append("exit %s %s %r" % (self.name, typ.__name__ if typ else None, val))
        await Tick()
        return self.suppress


def run(coro):
    ticks = 0
    while True:
        try:
            coro.send(None)
            ticks += 1
        except StopIteration as e:
            return ticks, e.value


async def body():
    async with Manager("a") as a, Manager("b") as b:
        log.append("inside " + a + b)
    async with Manager("quiet", suppress=True):
        raise ValueError("swallowed")
    try:
        async with Manager("loud"):
            raise KeyError("kept")
    except KeyError as e:
        log.append("caught " + repr(e))
    for i in range(3):
        async with Manager("loop%d" % i):
            if i == 1:
                continue
            if i == 2:
                break
    async with Manager("ret"):
        return "returned"


print(run(body()))
for line in log:
    print(line)


class NoProtocol:
    pass


class OnlyEnter:
    async def __aenter__(self):
        return 1


class SyncOnly:
    def __enter__(self):
        return 1

    def __exit__(self, *a):
        pass


class EnterNotAwaitable:
    def __aenter__(self):
        return 1

    async def __aexit__(self, *a):
        pass


class ExitNotAwaitable:
    async def __aenter__(self):
        return 1

    def __aexit__(self, *a):
        return None


async def use(m):
    async with m:
        pass


for m in [NoProtocol(), OnlyEnter(), SyncOnly(), EnterNotAwaitable(), ExitNotAwaitable(), 5]:
    try:
        run(use(m))
    except TypeError as e:
        print("TypeError:", e)
