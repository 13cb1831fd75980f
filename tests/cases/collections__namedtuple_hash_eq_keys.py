# Namedtuples as dict and set keys, nested: their hash is the tuple's, equality is the
# tuple's, and a subclass overriding __hash__ or __eq__ keeps its own.
from collections import namedtuple

P = namedtuple("P", "x y")
Q = namedtuple("Q", "a b c")
d = {}
for i in range(200):
    d[Q(P(i, i + 1), P(i % 7, "s"), (i % 3, None))] = i
print(len(d), d[Q(P(5, 6), P(5, "s"), (2, None))], Q(P(1, 2), P(3, 4), 5) in d)
print(hash(P(1, 2)) == hash((1, 2)), hash(Q(P(1, 2), 3, "z")) == hash(((1, 2), 3, "z")))
print(P(1, 2) == P(1, 2), P(1, 2) == (1, 2), (1, 2) == P(1, 2), P(1, 2) != P(2, 1))
print({P(1, 2), P(1, 2), (1, 2)}, [P(1, 2), P(3, 4)].index(P(3, 4)))


class Loud(P):
    def __hash__(self):
        print("Loud.__hash__")
        return 7

    def __eq__(self, other):
        print("Loud.__eq__")
        return True


s = {Loud(1, 2): "a"}
print(s[Loud(9, 9)], hash(Loud(0, 0)))
print({P(1, [2]): 1} if False else "skip")
try:
    hash(P(1, [2]))
except TypeError as e:
    print("TypeError", e)

# A key's __hash__ runs once per store, lookup and display entry, as in CPython.
class H:
    def __hash__(self):
        print("H.__hash__")
        return 7


t = {H(): 1}
t[H()] = 2
t.get(H())
print(len(t))
