from itertools import compress, dropwhile, takewhile, filterfalse, starmap

data = ['a', 'b', 'c', 'd', 'e', 'f']
print(list(compress(data, [1, 0, 1, 0, 1, 1])), list(compress(data, [True, False])))
readings = [0, 0, 0, 3, 5, 0, 7, 2]
print(list(dropwhile(lambda v: v == 0, readings)))
print(list(takewhile(lambda v: v < 6, [1, 4, 6, 4, 1])))
print(list(filterfalse(lambda v: v % 2, range(10))))
print(list(filterfalse(None, [0, 1, '', 'x', None, [], [0]])))
print(list(starmap(pow, [(2, 5), (3, 2), (10, 3)])))
print(list(starmap(lambda a, b: f'{a}={b}', {'x': 1, 'y': 2}.items())))
print(list(starmap(max, [[1, 5, 3], 'abc'])))
header = """# comment
# another
name,qty
pen,3
ink,5""".splitlines()
body = list(dropwhile(lambda l: l.startswith('#'), header))
print(body)
prefix = ''.join(takewhile(str.isdigit, '2024abc'))
print(prefix, list(takewhile(bool, [])), list(dropwhile(bool, [])))
valid = [True, False, True]
print(list(compress(range(100), valid)))
print(list(starmap(len, [(1, 2)])) if False else list(starmap(divmod, [(7, 2), (9, 4)])))
