def t(label, f):
    try:
        r = f()
        print(label, 'ok', repr(r)[:80])
    except Exception as e:
        print(label, type(e), str(e)[:200])

def sort_mut():
    l = [3, 1, 2]
    def key(x):
        l.append(x)
        return x
    l.sort(key=key)
t('sort_mutated', sort_mut)
def sort_mut2():
    l = [3, 1, 2]
    def key(x):
        l.clear()
        return x
    l.sort(key=key)
    return l
t('sort_cleared', sort_mut2)

def sort_seen():
    l = [3, 1, 2]
    def key(x):
        print('during', len(l), l)
        return x
    l.sort(key=key)
    return l
t('sort_seen_empty', sort_seen)
