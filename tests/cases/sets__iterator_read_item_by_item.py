# set(), frozenset(), set.update() and set.__init__() read an iterator one item at a time, adding
# each before asking for the next, as CPython does: an unhashable item stops the reading there,
# and what was added before it stays added.
seen = []
def g():
    for x in (1, [2], 3):
        seen.append(x)
        yield x
for ctor in (set, frozenset):
    seen.clear()
    try:
        ctor(g())
    except TypeError as e:
        print(ctor.__name__, e, seen)
s = {0}
seen.clear()
try:
    s.update(g())
except TypeError as e:
    print('update', e, seen, s)
class It:
    def __init__(self): self.i = 0
    def __iter__(self): return self
    def __next__(self):
        self.i += 1
        if self.i == 2: return {}
        if self.i > 3: raise StopIteration
        return self.i
it = It()
try: set(it)
except TypeError as e: print(e, it.i)
print(sorted(set(map(abs, [-1, 1, -2]))), set(range(3)), set('aba') == {'a', 'b'}, frozenset(x for x in [1, 1]))
s = {9}
try:
    s.__init__(g())
except TypeError as e:
    print('init', e, s)
