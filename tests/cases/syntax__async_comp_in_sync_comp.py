def f():
    return [[z async for z in y] for x in q]
