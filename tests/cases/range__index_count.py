# range.index and range.count, arithmetic for ints and a search by == otherwise.
def t(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, repr(e))

r = range(3, 40, 4)
t('index int', lambda: r.index(15))
t('index missing', lambda: r.index(16))
t('index float', lambda: r.index(15.0))
t('index float missing', lambda: r.index(15.5))
t('index bool', lambda: range(3).index(True))
t('index bool missing', lambda: range(2, 5).index(False))
t('index big', lambda: range(10).index(10 ** 30))
t('index str', lambda: r.index('a'))
t('count int', lambda: r.count(7))
t('count missing', lambda: r.count(8))
t('count float', lambda: r.count(7.0))
t('count str', lambda: r.count('7'))
t('count bool', lambda: range(3).count(True))
t('neg step', lambda: range(20, 0, -3).index(11))
t('neg step missing', lambda: range(20, 0, -3).index(12))
t('empty', lambda: range(0).count(0))
t('no args', lambda: r.index())
t('unbound', lambda: range.index(range(5), 4))
t('unbound count', lambda: range.count(range(5), 4))
# Realistic: position of a value in a stepped schedule.
slots = range(900, 1800, 15)
for minute in (900, 945, 1000, 1785):
    if minute in slots:
        print(minute, 'is slot', slots.index(minute), 'of', len(slots))
    else:
        print(minute, 'not a slot; count =', slots.count(minute))
