# async for: __aiter__, awaited __anext__, StopAsyncIteration ends the loop; break, continue,
# else; CPython's errors for objects that are not asynchronous iterables.
class Tick:
    def __await__(self):
        yield "tick"


class Countdown:
    def __init__(self, n):
        self.n = n

    def __aiter__(self):
        return self

    async def __anext__(self):
        await Tick()
        if self.n == 0:
            raise StopAsyncIteration
        self.n -= 1
        return self.n


def run(coro):
    ticks = 0
    while True:
        try:
            coro.send(None)
            ticks += 1
        except StopIteration as e:
            return ticks, e.value


async def loops():
    out = []
    async for i in Countdown(3):
        out.append(i)
    else:
        out.append("else")
    async for i in Countdown(5):
        if i == 3:
            continue
        if i == 1:
            break
        out.append(i)
    else:
        out.append("no else after break")
    async for i in Countdown(0):
        out.append("never")
    else:
        out.append("empty else")
    return out


print(run(loops()))


class NotAsync:
    def __iter__(self):
        return iter([1])


class AiterWithoutAnext:
    def __aiter__(self):
        return self


class AnextNotAwaitable:
    def __aiter__(self):
        return self

    def __anext__(self):
        return 42


class AnextRaises:
    def __aiter__(self):
        return self

    async def __anext__(self):
        raise KeyError("from anext")


async def use(obj):
    async for x in obj:
        pass


for obj in [NotAsync(), [1, 2], AiterWithoutAnext(), AnextNotAwaitable(), AnextRaises()]:
    try:
        run(use(obj))
    except (TypeError, KeyError) as e:
        print(type(e).__name__ + ":", e)
