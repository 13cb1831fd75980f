async def fetch(source):
    yield from source
