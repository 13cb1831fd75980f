square = lambda x: x * x
add = lambda a, b=10: a + b
konst = lambda: 42
varargs = lambda *a, **k: (a, sorted(k))

print(square(7), add(1), add(1, 2), konst())
print(varargs(1, 2, z=3, a=4))

pairs = [(3, "c"), (1, "a"), (2, "b"), (1, "z")]
print(sorted(pairs, key=lambda p: p[1]))
print(sorted(pairs, key=lambda p: (-p[0], p[1])))

ops = {
    "+": lambda a, b: a + b,
    "-": lambda a, b: a - b,
    "*": lambda a, b: a * b,
    "max": lambda a, b: a if a > b else b,
}
for name in ops:
    print(name, ops[name](6, 4))

adders = [lambda x, n=n: x + n for n in range(3)]
print([f(100) for f in adders])

late = [lambda x: x + n for n in range(3)]
print([f(100) for f in late])

curry = lambda a: lambda b: lambda c: a * 100 + b * 10 + c
print(curry(1)(2)(3))

print(list(map(lambda s: s.upper(), ["ab", "cd"])))
print(list(filter(lambda n: n % 3 == 0, range(20))))
print((lambda *xs: max(xs, default=None))())
print((lambda *xs: max(xs, default=None))(4, 9, 2))
