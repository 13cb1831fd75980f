def make_op(symbol):
    table = {
        "+": lambda a, b: a + b,
        "-": lambda a, b: a - b,
        "*": lambda a, b: a * b,
        "/": lambda a, b: a / b,
    }
    return table[symbol]

def flip(f):
    return lambda a, b: f(b, a)

def partial(f, *fixed, **fixed_kw):
    def inner(*rest, **kw):
        merged = dict(fixed_kw)
        merged.update(kw)
        return f(*fixed, *rest, **merged)
    return inner

def pipe(value, *funcs):
    for f in funcs:
        value = f(value)
    return value

print(make_op("+")(2, 3), make_op("/")(7, 2))
print(flip(make_op("-"))(10, 3))
print(partial(pow, 2)(10))
print(partial(make_op("*"), 6)(7))

def fmt(value, width=6, fill=" "):
    return str(value).rjust(width, fill)

right = partial(fmt, width=4, fill=".")
print(right(5), right(123), right(7, fill="0"))

print(pipe(3, lambda x: x + 1, lambda x: x * 10, str, lambda s: s + "!"))

def juxt(*fs):
    return lambda x: tuple(f(x) for f in fs)

stats = juxt(min, max, sum, len)
print(stats([4, 8, 15, 16, 23, 42]))

def iterate(f, x, n):
    out = [x]
    for _ in range(n):
        x = f(x)
        out.append(x)
    return out

print(iterate(lambda n: n // 2 if n % 2 == 0 else 3 * n + 1, 6, 8))
