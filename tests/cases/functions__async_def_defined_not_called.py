# A program that defines coroutine functions (and classes with async methods) but does not
# run them behaves as in CPython: the definitions evaluate their defaults and decorators.
calls = []


def register(fn):
    calls.append("registered")
    return fn


@register
async def fetch(url, timeout=len("abc")):
    async with url as conn:
        async for chunk in conn:
            await chunk
    return [x async for x in url]


class Stream:
    async def __aenter__(self):
        return self

    async def __anext__(self):
        raise StopAsyncIteration

    def sync_method(self):
        return "sync ok"


print(calls, callable(fetch), Stream().sync_method())
