def f():
    class A:
        yield 1
