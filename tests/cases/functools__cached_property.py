from functools import cached_property

class Dataset:
    def __init__(self, values):
        self.values = values
        self.computations = 0

    @cached_property
    def stats(self):
        self.computations += 1
        n = len(self.values)
        mean = sum(self.values) / n
        var = sum((v - mean) ** 2 for v in self.values) / n
        return {'n': n, 'mean': mean, 'var': round(var, 3)}

d = Dataset([2, 4, 4, 4, 5, 5, 7, 9])
print(d.stats, d.stats['mean'], d.computations)
print(d.stats is d.stats, d.computations)
d.values.append(100)
print(d.stats['n'], d.computations)
del d.stats
print(d.stats['n'], d.computations)
d.stats = 'overridden'
print(d.stats, d.computations)
e = Dataset([1])
print(e.computations, e.stats, e.computations)
try:
    del Dataset([1]).stats
except AttributeError as err:
    print(err)
class Lazy:
    @cached_property
    def value(self):
        raise ValueError('cannot compute')
try:
    Lazy().value
except ValueError as err:
    print('ValueError', err)
