from functools import reduce

print(reduce(lambda a, b: a + b, [1, 2, 3, 4, 5]))
print(reduce(lambda a, b: a * b, range(1, 11)))
print(reduce(lambda acc, w: acc + len(w), ['alpha', 'be', 'gam'], 0))
print(reduce(max, [3, 9, 2, 7]), reduce(lambda a, b: a + b, [], 'start'), reduce(lambda a, b: a, [42]))
orders = [{'item': 'pen', 'qty': 3}, {'item': 'ink', 'qty': 1}, {'item': 'pen', 'qty': 2}]
def merge(acc, order):
    acc[order['item']] = acc.get(order['item'], 0) + order['qty']
    return acc
print(reduce(merge, orders, {}))
nested = {'a': {'b': {'c': 7}}}
print(reduce(lambda d, k: d[k], ['a', 'b', 'c'], nested))
def compose(*fns):
    return reduce(lambda f, g: lambda x: g(f(x)), fns)
pipeline = compose(str.strip, str.lower, lambda s: s.replace(' ', '-'))
print(pipeline('  Hello World  '))
print(reduce(lambda a, b: a * 10 + b, [1, 9, 8, 4]), reduce(lambda s, c: c + s, 'stressed', ''))
def gcd(a, b):
    while b:
        a, b = b, a % b
    return a
print(reduce(gcd, [48, 180, 600]))
print(reduce(lambda a, b: a | b, [{1}, {2, 3}, {3, 4}]) == {1, 2, 3, 4})
def attempt(fn):
    try:
        print(fn())
    except TypeError as e:
        print(repr(e))
attempt(lambda: reduce(lambda a, b: a + b, 5))
attempt(lambda: reduce(lambda a, b: a + b))
attempt(lambda: reduce(lambda a, b: a + b, [1], 2, 3))
attempt(lambda: reduce(lambda a, b: a + b, [1], initial=0))
