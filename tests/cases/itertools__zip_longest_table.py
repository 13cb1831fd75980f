from itertools import zip_longest

names = ['ann', 'bob', 'cid', 'dee']
scores = [90, 85]
teams = ['red', 'blue', 'green']
for row in zip_longest(names, scores, teams, fillvalue='-'):
    print(' | '.join(f'{str(c):>5}' for c in row))
print(list(zip_longest('ABCD', 'xy')), list(zip_longest()), list(zip_longest([], [])))
print(list(zip_longest([1], [2, 3], [])))
left = """alpha
beta
gamma""".splitlines()
right = """one
two""".splitlines()
for l, r in zip_longest(left, right, fillvalue=''):
    print(f'{l:<8}{r}')
def grouper(iterable, n, fill=None):
    args = [iter(iterable)] * n
    return zip_longest(*args, fillvalue=fill)
print(list(grouper('ABCDEFG', 3, 'x')))
a = [1, 2, 3]
b = [1, 2, 4, 5]
print([i for i, (x, y) in enumerate(zip_longest(a, b)) if x != y])
