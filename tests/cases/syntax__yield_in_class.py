class A:
    yield 1
