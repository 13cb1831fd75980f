from contextlib import contextmanager, ContextDecorator

calls = []

@contextmanager
def traced(label):
    calls.append(f'start {label}')
    yield
    calls.append(f'end {label}')

@traced('job')
def job(x):
    calls.append(f'job {x}')
    return x * 2

print(job(1), job(2))
print(calls)
calls.clear()

class audit(ContextDecorator):
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        calls.append(f'audit in {self.name}')
        return self
    def __exit__(self, exc_type, exc, tb):
        calls.append(f'audit out {self.name} {exc_type is not None}')
        return False

@audit('save')
def save(ok):
    if not ok:
        raise IOError('disk')
    return 'saved'

print(save(True))
try:
    save(False)
except OSError as e:
    print('OSError', e)
with audit('manual') as a:
    print(a.name)
print(calls)
