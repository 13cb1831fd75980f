from contextlib import ExitStack, suppress

log = []

class Swallow:
    def __enter__(self):
        return self
    def __exit__(self, exc_type, exc, tb):
        log.append(f'swallow sees {exc!r}')
        return True

class Replace:
    def __enter__(self):
        return self
    def __exit__(self, exc_type, exc, tb):
        log.append(f'replace sees {exc!r}')
        if exc_type is not None:
            raise KeyError('replaced')
        return False

with ExitStack() as stack:
    stack.enter_context(Swallow())
    stack.enter_context(Replace())
    raise ValueError('original')
print(log)
log.clear()
try:
    with ExitStack() as stack:
        stack.enter_context(Replace())
        raise ValueError('original')
except KeyError as e:
    print('KeyError', e, log)
log.clear()
with ExitStack() as stack:
    stack.enter_context(suppress(ZeroDivisionError))
    1 / 0
print('suppressed by stacked suppress')
def exit_true(t, v, tb):
    log.append('exit_true')
    return True
with ExitStack() as stack:
    stack.push(exit_true)
    raise RuntimeError('hidden')
print(log)
with ExitStack() as stack:
    stack.callback(lambda: 1 / 0)
    log.append('body ok')
