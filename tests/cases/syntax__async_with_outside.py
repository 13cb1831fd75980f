def f():
    async with y:
        pass
