def make_table(n, offset):
    return [[i * j + offset for j in range(1, n + 1)] for i in range(1, n + 1)]


print(make_table(3, 100))


def filter_above(values, threshold):
    return [v for v in values if v > threshold]


print(filter_above([5, 1, 9, 3, 7], 4))


def outer():
    factor = 3

    def inner(xs):
        return [x * factor for x in xs]

    result = inner([1, 2])
    factor = 10
    return result, inner([1, 2])


print(outer())


def lambdas():
    funcs = [lambda: i for i in range(3)]
    return [f() for f in funcs]


print(lambdas())


def lambdas_bound():
    funcs = [lambda i=i: i for i in range(3)]
    return [f() for f in funcs]


print(lambdas_bound())


def counter_comprehension(words):
    seen = {}
    [seen.setdefault(w, len(seen)) for w in words]
    return seen


print(counter_comprehension("a b a c b d".split()))

prefix = "item"
print([f"{prefix}-{n}" for n in range(3)])
