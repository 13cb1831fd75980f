from itertools import tee, pairwise, islice

prices = [10, 12, 11, 15, 15, 9]
print(list(pairwise(prices)))
print([b - a for a, b in pairwise(prices)])
print(list(pairwise('A')), list(pairwise([])), list(pairwise('abcd')))
a, b = tee(iter(prices))
print(next(a), next(a), list(b), list(a))
x, y, z = tee('abc', 3)
print(list(x), list(y), list(z), tee([1], 0))
def moving_pairs(it):
    first, second = tee(it)
    next(second, None)
    return zip(first, second)
print(list(moving_pairs(range(5))))
log = []
def noisy():
    for i in range(4):
        log.append(i)
        yield i
p, q = tee(noisy())
print(list(islice(p, 2)), log, list(q), log)
head, rest = tee(iter('stream'))
print(''.join(islice(head, 3)), ''.join(rest))
rises = sum(1 for a, b in pairwise(prices) if b > a)
print(rises)
