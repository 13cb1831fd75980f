# Closures whose frames share the function's cells: recursive inner functions (a cycle
# through a cell), generators suspended while their function is dropped and garbage is
# collected, closures over loop variables and nonlocal counters.


def churn():
    # Enough cyclic garbage to make the cycle collector run (both CPython's and ophis's).
    for _ in range(12000):
        a = []
        a.append(a)


def make_walker(tree):
    def walk(node, depth):
        if isinstance(node, list):
            for child in node:
                yield from walk(child, depth + 1)
        else:
            yield (node, depth)

    return walk(tree, 0)


gen = make_walker([1, [2, [3, 4]], 5])
print(next(gen), next(gen))
churn()
print(list(gen))


def counter():
    count = 0

    def inc(step=1):
        nonlocal count
        count += step
        return count

    return inc


c = counter()
print([c() for _ in range(3)], c(10))


def fact_maker():
    def fact(n):
        return 1 if n <= 1 else n * fact(n - 1)

    return fact


f = fact_maker()
del fact_maker
churn()
print(f(10), f(5))


def pending():
    total = 0

    def add(x):
        nonlocal total
        total += x
        return total

    for i in range(5):
        yield add(i)


p = pending()
print(next(p), next(p))
del pending
churn()
print(list(p))
adders = [(lambda k: lambda x: x + k)(k) for k in range(4)]
print([a(10) for a in adders])
