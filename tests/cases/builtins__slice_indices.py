# slice.indices(length): the normalized start, stop and step, as CPython computes them.
def t(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, repr(e))

for s in [slice(None), slice(1, 10, 2), slice(-3, None), slice(None, None, -1), slice(10, -10, -3),
          slice(-100, 100), slice(3, 1), slice(None, 2, -1), slice(0, 0), slice(2, 2 ** 70)]:
    for n in (0, 1, 5, 12):
        t(f'{s!r}.indices({n})', lambda: s.indices(n))
t('zero step', lambda: slice(None, None, 0).indices(3))
t('negative length', lambda: slice(1).indices(-1))
t('str length', lambda: slice(1).indices('3'))
t('str bound', lambda: slice('a').indices(3))
t('no args', lambda: slice(1).indices())
data = list('abcdefghij')
for s in [slice(1, -1, 3), slice(None, None, -2), slice(-4, None)]:
    print(s, data[s] == [data[i] for i in range(*s.indices(len(data)))])
