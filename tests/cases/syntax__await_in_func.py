def f():
    await g()
