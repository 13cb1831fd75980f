from contextlib import contextmanager

events = []

@contextmanager
def tag(name):
    events.append(f'<{name}>')
    try:
        yield name.upper()
    finally:
        events.append(f'</{name}>')

with tag('html') as outer:
    with tag('body') as inner:
        events.append(f'{outer}/{inner}')
print(events)
events.clear()

@contextmanager
def timer_stub(label, results):
    start = len(results)
    yield results
    results.append(f'{label}: {len(results) - start} items added')

log = []
with timer_stub('batch', log) as out:
    out.extend(['a', 'b'])
print(log)

@contextmanager
def temporary(d, key, value):
    missing = object()
    old = d.get(key, missing)
    d[key] = value
    try:
        yield d
    finally:
        if old is missing:
            del d[key]
        else:
            d[key] = old

settings = {'debug': False}
with temporary(settings, 'debug', True) as s:
    print('inside', s)
with temporary(settings, 'extra', 1):
    print('inside', settings)
print('after', settings)
cm = tag('reused')
with cm as v:
    print(v)
print(events)
