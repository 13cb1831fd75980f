# A list comprehension that awaits belongs in an async def.
def f(y):
    return [await x for x in y]
