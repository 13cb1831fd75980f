from contextlib import contextmanager

@contextmanager
def maybe(flag):
    if flag:
        yield 'value'

with maybe(True) as v:
    print(v)
with maybe(False):
    print('never printed')
