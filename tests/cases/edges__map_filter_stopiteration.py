def t(label, f):
    try:
        r = f()
        print(label, 'ok', repr(r)[:80])
    except Exception as e:
        print(label, type(e), str(e)[:200])

def stop(x):
    raise StopIteration('boom')
t('map_stop', lambda: list(map(stop, [1, 2])))
t('filter_stop', lambda: list(filter(stop, [1, 2])))
def gen_map():
    yield from map(stop, [1])
t('gen_map_stop', lambda: list(gen_map()))
def gen_stop():
    yield 1
    next(iter([]))
t('gen_stop', lambda: list(gen_stop()))
def mapnext():
    m = map(stop, [1])
    return next(m)
t('map_next', mapnext)
t('sorted_key_stop', lambda: sorted([1, 2], key=stop))

