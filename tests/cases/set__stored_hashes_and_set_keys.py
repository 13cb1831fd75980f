# Sets reuse the hashes a dict or set stored for its keys (no second __hash__ call), look up
# an unhashable set key (or a set subclass's instance) as the frozenset of its items, and
# frozenset() of an exact frozenset is that frozenset.


class Counted(int):
    calls = 0

    def __hash__(self):
        Counted.calls += 1
        return int.__hash__(self)


d = dict.fromkeys(map(Counted, range(10)))
print('fromkeys', Counted.calls)
s = set(d)
print('set(dict)', Counted.calls)
fs = frozenset(d)
print('frozenset(dict)', Counted.calls)
print(sorted(s.difference(d)), Counted.calls)
s.symmetric_difference_update(d)
print('symmetric_difference_update', sorted(s), Counted.calls)
d2 = dict.fromkeys(set(d))
print('fromkeys(set)', Counted.calls)
d3 = dict.fromkeys(frozenset(d), 123)
print('fromkeys(frozenset)', Counted.calls, d3 == dict.fromkeys(d, 123))
t = {Counted(20), Counted(3)}
print(sorted(t - set(d)), sorted(t.difference(d)))
u = set(range(5))
u.symmetric_difference_update({3: 'a', 7: 'b', 1: 'c'})
print(sorted(u))


class S(set):
    pass


s = {frozenset('abc'), 1}
print(S('abc') in s, set('abc') in s, S('abd') in s, S('abc') in frozenset(s))
s.discard(S('abc'))
print(s)
s = {frozenset((1, 2))}
s.remove(S((1, 2)))
print(s)
try:
    s.remove(S((1, 2)))
except KeyError as e:
    print('KeyError', e)
try:
    [] in s
except TypeError as e:
    print('TypeError', e)
fs = frozenset(range(3))
print(frozenset(fs) is fs, set(fs) is fs, frozenset(set(fs)) is fs)


class F(frozenset):
    pass


print(type(F(fs)).__name__, F(fs) is fs, frozenset(F(fs)) is fs, type(frozenset(F(fs))).__name__)


# A key whose __eq__ empties the containers while they are being read.
class Clears:
    def __init__(self, target):
        self.target = target

    def __hash__(self):
        return 7

    def __eq__(self, other):
        self.target.clear()
        return False


box = {}
a = {Clears(box)}
box[Clears(box)] = 1
box[8] = 2
print(len(a.difference(box)), len(box))
box2 = {Clears(None): 1}
b = set()
b.update(box2)
print(len(b))
