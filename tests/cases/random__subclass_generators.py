import random

class Fixed(random.Random):
    # Only random() is redefined: integer methods then use random(), not getrandbits.
    def __init__(self, values):
        self.values = list(values)
        super().__init__(0)

    def random(self):
        v = self.values.pop(0)
        self.values.append(v)
        return v

f = Fixed([0.1, 0.5, 0.9, 0.99])
print([f.randrange(10) for _ in range(6)])
print(f.choice('abcdef'), f.uniform(0, 10), f.randint(1, 3))
items = list(range(6))
f.shuffle(items)
print(items)

class Bits(random.Random):
    # getrandbits redefined: integer methods use it.
    def getrandbits(self, k):
        return (2 ** k - 1) // 3

b = Bits(5)
print([b.randrange(100) for _ in range(3)], b.random())
print(isinstance(f, random.Random), isinstance(b, random.Random))
