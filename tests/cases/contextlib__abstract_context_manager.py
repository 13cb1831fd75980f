from contextlib import AbstractContextManager, ExitStack

class Counter(AbstractContextManager):
    active = 0
    def __enter__(self):
        Counter.active += 1
        return self
    def __exit__(self, exc_type, exc, tb):
        Counter.active -= 1
        return None

with Counter() as c:
    print(isinstance(c, Counter), Counter.active)
    with Counter():
        print(Counter.active)
print(Counter.active)

class Plain(AbstractContextManager):
    def __exit__(self, *exc):
        print('plain exit', exc[0] is None)

with Plain() as p:
    print(isinstance(p, Plain))
with ExitStack() as stack:
    got = stack.enter_context(Plain())
    print(got is not None)
print(isinstance(ExitStack(), AbstractContextManager))
