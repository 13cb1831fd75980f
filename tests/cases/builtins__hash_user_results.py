# hash() of an object whose __hash__ returns an int keeps that int when it fits in a machine
# word (only -1 becomes -2); wider ints are reduced like hash(int). A class hashing like a
# tuple finds the tuple's dict entry.
class H:
    def __init__(self, h):
        self.h = h
    def __hash__(self):
        return self.h

for h in [0, 1, -1, -2, 2**61 - 1, 2**61, 2**62, 2**63 - 1, -2**63, -2**63 - 1, 2**64, 2**100, -2**100, True, False]:
    print(h, hash(H(h)))

class K:
    def __hash__(self):
        return hash('abc')
print(hash(K()) == hash('abc'))

class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __hash__(self):
        return hash((self.x, self.y))
    def __eq__(self, other):
        return (self.x, self.y) == other
table = {(1, 2): 'a', (3, 4): 'b'}
print(table[Point(1, 2)], table[Point(3, 4)])
print(Point(1, 2) in {(1, 2)})
print(hash(Point(5, 6)) == hash((5, 6)))

class I(int):
    pass
class HI:
    def __hash__(self):
        return I(7)
print(hash(HI()))

class Bad:
    def __hash__(self):
        return 1.5
try:
    hash(Bad())
except TypeError as e:
    print(e)
