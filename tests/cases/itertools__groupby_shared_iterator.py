from itertools import groupby

log = []
def source(n):
    for i in range(n):
        log.append(f'pull {i}')
        yield i

def key(x):
    log.append(f'key {x}')
    return x // 3

for k, g in groupby(source(8), key):
    log.append(f'group {k}')
    log.append(f'first {next(g)}')
print(log)
log.clear()
groups = [g for _, g in groupby(source(6), key)]
print([list(g) for g in groups], log)
gb = groupby('aabbbc')
k1, g1 = next(gb)
k2, g2 = next(gb)
print(k1, list(g1), k2, list(g2))
print(next(g2, 'done'))
k3, g3 = next(gb)
print(k3, next(g3), next(g3, 'end'))
print(next(gb, 'no more groups'))
class Item:
    def __init__(self, cat, n):
        self.cat, self.n = cat, n
items = [Item('x', 1), Item('x', 2), Item('y', 3), Item('x', 4)]
print([(k, [i.n for i in g]) for k, g in groupby(items, key=lambda i: i.cat)])
