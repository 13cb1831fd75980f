from contextlib import contextmanager

@contextmanager
def twice():
    yield 1
    yield 2

@contextmanager
def retry_after_error():
    try:
        yield
    except Exception:
        yield

try:
    with retry_after_error():
        raise TypeError('t')
except RuntimeError as e:
    print('RuntimeError:', e)
try:
    with twice():
        raise KeyError('passes')
except KeyError as e:
    print('KeyError', e)
with twice() as first:
    print(first)
