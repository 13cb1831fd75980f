# Tuples hash their nested tuples and tuple-subclass items in place: a nested namedtuple
# hashes as its tuple, a nested subclass binding __hash__ (or given one later) calls it, and
# unions, generic aliases and unhashable items keep their own rules.
from collections import namedtuple

P = namedtuple("P", "x y")


class T(tuple):
    pass


class Loud(tuple):
    def __hash__(self):
        print("Loud.__hash__", tuple(self))
        return 11


key = (1, (P(2, 3), T((4, 5)), ("s", None, True)), P(P(6, 7), T(())))
same = (1, ((2, 3), (4, 5), ("s", None, True)), ((6, 7), ()))
print(hash(key) == hash(same), {key: "v"}[same], same in {key})
print(hash((Loud((1, 2)), 3)) == hash((11, 3)))
print(hash((0, (Loud(()),))) == hash((0, (11,))))


# A class that gains __hash__ after its instances were hashed.
class Late(tuple):
    pass


k = (Late((1,)), 2)
before = hash(k) == hash(((1,), 2))
Late.__hash__ = lambda self: 5
print(before, hash(k) == hash((5, 2)))
print(hash((int | None, 1)) == hash((int | None, 1)), hash((list[int],)) == hash((list[int],)))
for bad in [(1, (2, [3])), (P(1, {}),), (T(([],)),)]:
    try:
        hash(bad)
    except TypeError as e:
        print("TypeError", e)
