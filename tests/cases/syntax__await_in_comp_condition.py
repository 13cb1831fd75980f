def f():
    # An await makes the set comprehension asynchronous, outside an async def.
    return {x for x in y if await x}
