# A small round-robin scheduler driving several coroutines with send(), as an event loop does:
# tasks sleep, wait for each other's results and fail.
class Sleep:
    def __init__(self, ticks):
        self.ticks = ticks

    def __await__(self):
        for _ in range(self.ticks):
            yield "sleep"


class Task:
    def __init__(self, name, coro):
        self.name = name
        self.coro = coro
        self.done = False
        self.result = None
        self.error = None

    def __await__(self):
        while not self.done:
            yield "wait"
        if self.error is not None:
            raise self.error
        return self.result


def run_all(tasks):
    order = []
    queue = list(tasks)
    while queue:
        task = queue.pop(0)
        try:
            task.coro.send(None)
            order.append(task.name)
            queue.append(task)
        except StopIteration as e:
            task.done = True
            task.result = e.value
            order.append(task.name + "!")
        except Exception as e:
            task.done = True
            task.error = e
            order.append(task.name + "x")
    return order


async def worker(n):
    total = 0
    for i in range(n):
        await Sleep(1)
        total += i
    return total


async def failing():
    await Sleep(2)
    raise ValueError("worker failed")


t1 = Task("a", worker(3))
t2 = Task("b", worker(5))
t3 = Task("f", failing())


async def gather():
    results = [await t1, await t2]
    try:
        await t3
    except ValueError as e:
        results.append(str(e))
    return results


main = Task("main", gather())
print(run_all([t1, t2, t3, main]))
print(main.result)
