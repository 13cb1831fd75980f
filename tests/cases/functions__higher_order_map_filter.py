def apply_n(f, n, x):
    for _ in range(n):
        x = f(x)
    return x

def compose(*fs):
    def composed(x):
        for f in reversed(fs):
            x = f(x)
        return x
    return composed

def my_map(f, xs):
    return [f(x) for x in xs]

def my_filter(pred, xs):
    return [x for x in xs if pred(x)]

def my_reduce(f, xs, init):
    acc = init
    for x in xs:
        acc = f(acc, x)
    return acc

double = lambda x: x * 2
inc = lambda x: x + 1

print(apply_n(double, 10, 1))
print(compose(double, inc)(5))
print(compose(inc, double)(5))
print(compose()(5))
print(my_map(str, [1, 2, 3]))
print(my_filter(str.isdigit, ["1", "a", "22", "b3"]))
print(my_reduce(lambda a, b: a * b, range(1, 6), 1))
print(my_reduce(lambda a, s: a + len(s), ["ab", "cde", ""], 0))

print(list(map(pow, [2, 3, 4], [3, 2, 1])))
print(list(map(lambda a, b: a + b, "abc", "xyz")))
print(list(filter(None, [0, 1, "", "x", None, [], [0]])))
print(sorted(["banana", "Apple", "cherry"], key=str.lower))
print(max(["aa", "b", "cccc", "dd"], key=len))
print(min([(2, "x"), (1, "y"), (1, "a")]))

def make_predicate(kind):
    if kind == "even":
        return lambda n: n % 2 == 0
    elif kind == "big":
        return lambda n: n > 5
    return lambda n: True

for k in ["even", "big", "any"]:
    print(k, [n for n in range(9) if make_predicate(k)(n)])
print(any(map(make_predicate("big"), [1, 2, 3])), all(map(make_predicate("any"), [])))
