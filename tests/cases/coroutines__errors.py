# CPython's errors around coroutines and await, word for word.
async def add(a, b):
    return a + b


async def await_int():
    await 1


for make in [await_int]:
    try:
        make().send(None)
    except TypeError as e:
        print("TypeError:", e)

c = add(1, 2)
try:
    c.send(None)
except StopIteration as e:
    print("first", e.value)
for action in ["send", "throw", "close"]:
    try:
        if action == "send":
            c.send(None)
        elif action == "throw":
            c.throw(ValueError("x"))
        else:
            print("close returns", c.close())
    except RuntimeError as e:
        print(action, "RuntimeError:", e)

try:
    add(1, 2).send(5)
except TypeError as e:
    print("TypeError:", e)


async def raises_stop():
    raise StopIteration(3)


try:
    raises_stop().send(None)
except RuntimeError as e:
    print("RuntimeError:", e)


class Tick:
    def __await__(self):
        yield "tick"


async def stubborn():
    while True:
        try:
            await Tick()
        except GeneratorExit:
            print("ignoring GeneratorExit")


s = stubborn()
s.send(None)
try:
    s.close()
except RuntimeError as e:
    print("RuntimeError:", e)
# Dropped while suspended, it is closed once more (and ignores it again, silently).
s = None
print("dropped")


async def guarded():
    try:
        await Tick()
    finally:
        print("finally runs on close")


g = guarded()
print(g.send(None))
g.close()
g.close()


async def catches():
    try:
        await Tick()
    except ValueError as e:
        return "caught " + str(e)


t = catches()
t.send(None)
try:
    t.throw(ValueError("boom"))
except StopIteration as e:
    print(e.value)

t = catches()
try:
    t.throw(KeyError("early"))
except KeyError as e:
    print("thrown before start:", repr(e))


async def self_await():
    return await me


me = self_await()
try:
    me.send(None)
except ValueError as e:
    print("ValueError:", e)


class BadAwait1:
    def __await__(self):
        return add(1, 2)


class BadAwait2:
    def __await__(self):
        return 42


async def use(obj):
    return await obj


for obj in [BadAwait1(), BadAwait2(), [1], None]:
    try:
        use(obj).send(None)
    except TypeError as e:
        print("TypeError:", e)


def plain_gen():
    yield from add(1, 2)


try:
    next(plain_gen())
except TypeError as e:
    print("TypeError:", e)

for op in [iter, next, len]:
    try:
        op(add(1, 2))
    except TypeError as e:
        print("TypeError:", e)
try:
    add(1, 2).send()
except TypeError as e:
    print("TypeError:", e)
try:

    class Sub(type(add(1, 2))):
        pass
except TypeError as e:
    print("TypeError:", e)
