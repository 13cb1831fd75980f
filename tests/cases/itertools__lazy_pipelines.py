from itertools import count, islice, takewhile, dropwhile, chain, accumulate, filterfalse, compress, starmap, cycle

log = []
def numbers():
    for i in count(1):
        log.append(i)
        yield i

pipeline = (n * n for n in filterfalse(lambda n: n % 3, numbers()))
first = list(islice(pipeline, 4))
print(first, log[-1])
log.clear()
squares = takewhile(lambda s: s < 50, (n * n for n in numbers()))
print(list(squares), log)
log.clear()
it = chain(numbers(), 'never')
print(next(it), next(it), log)
log.clear()
totals = accumulate(numbers())
print(list(islice(totals, 5)), log)
log.clear()
dw = dropwhile(lambda n: n < 4, numbers())
print(log, next(dw), log)
primes = []
def is_prime(n):
    return n > 1 and all(n % p for p in primes if p * p <= n)
for n in count(2):
    if is_prime(n):
        primes.append(n)
    if len(primes) == 10:
        break
print(primes)
fizz = cycle(['', '', 'Fizz'])
buzz = cycle(['', '', '', '', 'Buzz'])
out = [f'{f}{b}' or str(n) for n, f, b in zip(range(1, 16), fizz, buzz)]
print(' '.join(out))
print(list(starmap(lambda i, c: c * i, zip(count(1), 'abc'))))
print(list(compress(count(), [0, 1, 1, 0, 1])))
