from itertools import islice, count

records = [f'rec{i:02d}' for i in range(23)]
def page(items, size, number):
    start = size * number
    return list(islice(items, start, start + size))
for n in range(4):
    print(n, page(records, 7, n))
print(list(islice('ABCDEFG', 2)), list(islice('ABCDEFG', 2, 4)), list(islice('ABCDEFG', 2, None)))
print(list(islice('ABCDEFG', 0, None, 2)), list(islice('ABCDEFG', None)), list(islice('ABCDEFG', 1, None, 3)))
src = iter(range(10))
print(list(islice(src, 0, 6, 2)), next(src))
src = iter(range(10))
print(list(islice(src, 1, 4)), next(src))
src = iter(range(10))
print(list(islice(src, 3)), list(islice(src, 3)), list(src))
def chunks(iterable, size):
    it = iter(iterable)
    while True:
        chunk = list(islice(it, size))
        if not chunk:
            return
        yield chunk
print(list(chunks(range(11), 4)))
print(list(islice(count(), 5, 20, 5)), list(islice([], 3)), list(islice('abc', 10)))
print(list(islice('abc', True)), list(islice('abcdef', 1, 5, None)))
