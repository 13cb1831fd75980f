def t(label, f):
    try:
        r = f()
        print(label, 'ok', repr(r)[:80])
    except Exception as e:
        print(label, type(e), str(e)[:200])

class It:
    def __init__(self, n):
        self.i = 0
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        self.i += 1
        print('next', self.i)
        if self.i > self.n:
            raise StopIteration
        return self.i

def unpack2(n):
    it = It(n)
    a, b = it
    return a, b, it.i
t('unpack_exact', lambda: unpack2(2))
t('unpack_more', lambda: unpack2(5))
t('unpack_less', lambda: unpack2(1))
def unpack_star(n):
    it = It(n)
    a, *b = it
    return a, b
t('unpack_star', lambda: unpack_star(3))

