# Dict views compared with sets and with each other, as CPython's set-like views.
def t(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, repr(e))

d = {1: 'a', 2: 'b', 3: 'c'}
e = {3: 'x', 1: 'y', 2: 'z'}
t('keys==set', lambda: d.keys() == {1, 2, 3})
t('set==keys', lambda: {1, 2, 3} == d.keys())
t('keys!=set', lambda: d.keys() != {1, 2})
t('keys==frozenset', lambda: d.keys() == frozenset({1, 2, 3}))
t('keys==keys', lambda: d.keys() == e.keys())
t('keys==list', lambda: d.keys() == [1, 2, 3])
t('keys<=set', lambda: d.keys() <= {1, 2, 3, 4})
t('keys<set', lambda: d.keys() < {1, 2, 3})
t('keys>=set', lambda: d.keys() >= {1})
t('keys>set', lambda: d.keys() > {1, 2, 3})
t('set<keys', lambda: {1, 2} < d.keys())
t('set>=keys', lambda: {1, 2, 3, 4} >= d.keys())
t('keys<list', lambda: d.keys() < [1])
t('items==set', lambda: d.items() == {(1, 'a'), (2, 'b'), (3, 'c')})
t('items==items', lambda: d.items() == e.items())
t('items<=items', lambda: {1: 'a'}.items() <= d.items())
t('keys==items', lambda: d.keys() == d.items())
t('values==values', lambda: d.values() == d.values())
t('values==set', lambda: d.values() == {'a', 'b', 'c'})

u = {'x': [1, 2], 'y': {'k': 1}}
w = {'y': {'k': 1}, 'x': [1, 2]}
t('unhashable items==items', lambda: u.items() == w.items())
t('unhashable items<=items', lambda: u.items() <= w.items())
t('unhashable items in', lambda: ('x', [1, 2]) in u.items())
t('unhashable items==set', lambda: u.items() == {('x', 1), ('y', 2)})
t('unhashable items&set', lambda: u.items() & {('x', 1)})
t('unhashable items-items', lambda: u.items() - w.items())

t('isdisjoint list', lambda: d.keys().isdisjoint([4, 5]))
t('isdisjoint set', lambda: d.keys().isdisjoint({3, 9}))
t('isdisjoint keys', lambda: d.keys().isdisjoint(e.keys()))
t('items isdisjoint', lambda: d.items().isdisjoint([(1, 'a')]))
t('items isdisjoint unhashable', lambda: u.items().isdisjoint([('x', [1, 2])]))
t('isdisjoint self', lambda: d.keys().isdisjoint(d.keys()))
t('isdisjoint int', lambda: d.keys().isdisjoint(5))
t('values isdisjoint', lambda: d.values().isdisjoint([]))

t('list & keys', lambda: sorted([1, 5] & d.keys()))
t('set - keys', lambda: {1, 5} - d.keys())
t('tuple | keys', lambda: sorted((7,) | d.keys()))
t('set ^ keys', lambda: sorted({1, 9} ^ d.keys()))
t('keys & values', lambda: d.keys() & d.values())
t('values & keys', lambda: d.values() & d.keys())
t('int & keys', lambda: 5 & d.keys())
t('values | set', lambda: d.values() | {1})

# A realistic use: which configuration keys changed between two versions.
old = {'host': 'a', 'port': 80, 'debug': False}
new = {'host': 'a', 'port': 8080, 'timeout': 5}
print('added', sorted(new.keys() - old.keys()), 'removed', sorted(old.keys() - new.keys()))
print('changed', sorted(k for k, _ in new.items() - old.items() if k in old))
print('same keys?', old.keys() == new.keys(), 'subset?', {'host'} <= old.keys() and old.keys() >= {'port'})
