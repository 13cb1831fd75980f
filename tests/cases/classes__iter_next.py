class Countdown:
    def __init__(self, start):
        self.start = start
    def __iter__(self):
        return CountdownIter(self.start)

class CountdownIter:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n + 1

cd = Countdown(3)
print(list(cd), list(cd))
for x in Countdown(2):
    print("tick", x)

it = iter(Countdown(2))
print(next(it), next(it), next(it, "done"))

class Fib:
    def __init__(self, limit):
        self.limit = limit
        self.a, self.b = 0, 1
    def __iter__(self):
        return self
    def __next__(self):
        if self.a > self.limit:
            raise StopIteration
        r = self.a
        self.a, self.b = self.b, self.a + self.b
        return r

f = Fib(50)
print(list(f))
print(list(f))
print(sum(Fib(100)), max(Fib(100)), sorted(Fib(10), reverse=True))
print(list(zip(Countdown(3), Fib(100))))
print(list(enumerate(Countdown(2), start=1)))
a, b, c = Countdown(3)
print(a, b, c)
print(3 in Countdown(5), 9 in Countdown(5))

class Cycle:
    def __init__(self, items, times):
        self.items, self.times = items, times
    def __iter__(self):
        for _ in range(self.times):
            for i in self.items:
                yield i

print("".join(Cycle("ab", 3)))
try:
    next(CountdownIter(0))
except StopIteration:
    print("StopIteration caught")
