async def f():
    g = lambda: [x async for x in y]
    return g
