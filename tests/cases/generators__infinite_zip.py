def naturals(start=0):
    n = start
    while True:
        yield n
        n += 1


def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b


def cycle(seq):
    while True:
        for item in seq:
            yield item


print(list(zip(range(5), fib())))
print(list(zip("abcde", naturals(1), cycle(["x", "y"]))))

f = fib()
print([next(f) for _ in range(15)])

n = naturals()
evens = (x for x in n if x % 2 == 0)
print([next(evens) for _ in range(6)])
print("n continued at", next(n))


def take(k, it):
    it = iter(it)
    for _ in range(k):
        try:
            yield next(it)
        except StopIteration:
            return


def take_while(pred, it):
    for x in it:
        if not pred(x):
            return
        yield x


print(list(take(4, cycle("ab"))))
print(list(take(10, [1, 2, 3])))
print(list(take_while(lambda v: v < 100, fib())))
big = next(x for x in fib() if x > 10 ** 20)
print(big)
