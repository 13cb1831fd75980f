from contextlib import ExitStack, contextmanager

log = []

class Resource:
    def __init__(self, name, fail_exit=False):
        self.name = name
    def __enter__(self):
        log.append(f'open {self.name}')
        return self.name.upper()
    def __exit__(self, exc_type, exc, tb):
        log.append(f'close {self.name} {exc_type is not None}')
        return False

@contextmanager
def managed(name):
    log.append(f'acquire {name}')
    yield name
    log.append(f'release {name}')

with ExitStack() as stack:
    handles = [stack.enter_context(Resource(n)) for n in ('a', 'b', 'c')]
    handles.append(stack.enter_context(managed('m')))
    log.append(f'using {handles}')
print(log)
log.clear()
try:
    with ExitStack() as stack:
        stack.enter_context(Resource('x'))
        stack.enter_context(Resource('y'))
        raise ValueError('fail inside')
except ValueError as e:
    print('ValueError', e, log)
log.clear()
stack = ExitStack()
stack.enter_context(Resource('late'))
log.append('work')
stack.close()
stack.close()
print(log)
try:
    with ExitStack() as s:
        s.enter_context(42)
except TypeError as e:
    print(e)
