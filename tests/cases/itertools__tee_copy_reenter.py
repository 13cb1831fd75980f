# tee's iterator type (`_tee`): constructible from an iterable, passed through by tee() when
# already copyable, copied by copy.copy and copy.deepcopy, refusing a source that reads its
# own tee iterator; repeat's length hint.
import copy
import operator
from itertools import repeat, tee

a, b = tee("abc")
c = type(a)("def")
print(list(c), type(a).__name__)
a, b = tee("abc")
c, d = tee(a)
print(a is c, list(d), list(a), list(b))
t1, t2 = tee("abc")
tnew = type(t1)
for bad in [(), (10,), ([], [])]:
    try:
        tnew(*bad)
    except TypeError as e:
        print("TypeError", e)
t3 = tnew(t1)
print(list(t1), list(t2), list(t3))
a, b = tee("abc")
next(a)
print(list(copy.copy(a)), list(copy.copy(b)), list(copy.deepcopy(a)), list(a), list(b))
a, b, c = tee(range(200), 3)
for i in range(100):
    next(a)
print(list(b)[-1], next(c), next(a), list(copy.copy(a))[:3])


class Reenter:
    first = True

    def __iter__(self):
        return self

    def __next__(self):
        first = self.first
        self.first = False
        if first:
            return next(b)
        raise StopIteration


a, b = tee(Reenter())
try:
    next(a)
except RuntimeError as e:
    print("RuntimeError", e)
print(list(a), list(b))
print(operator.length_hint(repeat(None, 50)), operator.length_hint(repeat(None, 0)))
print(operator.length_hint(repeat(None, -2)), operator.length_hint(repeat(None), 12))
r = repeat("x", 3)
next(r)
print(operator.length_hint(r), list(r), operator.length_hint(r))
print([list(x) for x in tee(range(3), 3)], tee([], 0))
