from contextlib import contextmanager

log = []

@contextmanager
def guarded(name):
    log.append('enter ' + name)
    try:
        yield
    except ZeroDivisionError as e:
        log.append(f'handled {e}')
    finally:
        log.append('exit ' + name)

with guarded('a'):
    1 / 0
print(log)
log.clear()
try:
    with guarded('b'):
        raise KeyError('k')
except KeyError as e:
    print('propagated', repr(e), log)
log.clear()

@contextmanager
def convert():
    try:
        yield
    except LookupError as e:
        raise ValueError(f'converted {e!r}') from e

try:
    with convert():
        [][0]
except ValueError as e:
    print(e)

@contextmanager
def reraiser():
    try:
        yield
    except Exception:
        log.append('saw it')
        raise

try:
    with reraiser():
        raise RuntimeError('boom')
except RuntimeError as e:
    print('reraised', e, log)

@contextmanager
def plain():
    yield

try:
    with plain():
        raise StopIteration('inside')
except StopIteration as e:
    print('StopIteration kept', e)
try:
    with plain():
        raise GeneratorExit()
except GeneratorExit:
    print('GeneratorExit kept')
