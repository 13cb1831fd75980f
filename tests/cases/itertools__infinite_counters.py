from itertools import count, cycle, repeat, islice

ids = count(1000)
print([next(ids) for _ in range(3)], ids)
print(list(islice(count(0, 5), 4)), list(islice(count(1.5, 0.25), 4)), list(islice(count(10, -3), 4)))
print(count(), count(7), count(2, 3), count(0.5), count(3, 1.0))
for label, colour in zip(['a', 'b', 'c', 'd', 'e'], cycle(['red', 'green'])):
    print(label, colour)
print(list(islice(cycle('xyz'), 8)), list(cycle([])))
print(list(repeat('ab', 3)), list(repeat(0, 0)), list(repeat(1, -2)))
r = repeat(None, 2)
print(r, next(r), r)
print(list(map(pow, range(5), repeat(2))))
print(list(zip(count(1), 'hello')))
seats = cycle(range(1, 4))
assignments = {name: next(seats) for name in ['ann', 'bob', 'cid', 'dee', 'eve']}
print(assignments)
print(repeat('x'))
