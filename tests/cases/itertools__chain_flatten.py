from itertools import chain

nested = [[1, 2], (3,), range(4, 6), 'ab', {}]
print(list(chain(*nested)))
print(list(chain.from_iterable(nested)))
print(list(chain()), list(chain([])), list(chain('a', 'b', 'c')))
files = {'src': ['main.py', 'util.py'], 'tests': ['test_main.py'], 'docs': []}
print(sorted(chain.from_iterable(files.values())))
def gen(n):
    for i in range(n):
        yield i * i
print(list(chain(gen(3), gen(2))))
c = chain([1], [2, 3])
print(next(c), next(c), list(c), list(c))
lines = ['a b', 'c', 'd e f']
print(list(chain.from_iterable(l.split() for l in lines)))
print(sum(chain([1, 2], [3])), max(chain([5], [7, 1])), 'x' in chain('abc', 'xyz'))
matrix = [[1, 2, 3], [4, 5, 6]]
print(list(chain.from_iterable(zip(*matrix))))
bad = chain([1, 2], 3)
print(next(bad), next(bad))
next(bad)
