# PEP 646: `*args: *X` unpacks X into exactly one item for `__annotations__` (3.11).
class One:
    def __iter__(self):
        yield "unpacked"


def f(*args: *One()):
    pass


print(f.__annotations__)


def g(a: int, *args: *[str], b=1, **kw: float) -> None:
    pass


print(g.__annotations__)
for value in [(), (1, 2)]:
    try:

        def h(*args: *value):
            pass

    except ValueError as e:
        print("ValueError", e)
