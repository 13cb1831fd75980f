def show(a, b=0, *args, c, d=4, **kwargs):
    parts = [f"a={a}", f"b={b}", f"args={args}", f"c={c}", f"d={d}"]
    parts.append("kw=" + ",".join(f"{k}:{v}" for k, v in kwargs.items()))
    return " ".join(parts)

print(show(1, c=3))
print(show(1, 2, 3, 4, 5, c=6))
print(show(1, c=3, d=7, z=9, y=8))
print(show(*[10, 20, 30], **{"c": 1, "q": 2}))

def passthrough(*args, **kwargs):
    return show(*args, **kwargs)

print(passthrough(5, 6, c=7, extra="e"))

def count_args(*args, **kwargs):
    return len(args), len(kwargs)

print(count_args())
print(count_args(1, 2, x=1))
print(count_args(*"abc", **dict(a=1, b=2, c=3)))

def first_rest(first, *rest):
    return first, list(rest)

print(first_rest(1))
print(first_rest(1, 2, 3))
print(first_rest(*range(5)))

def merge(**kw):
    return kw

print(merge(**{"a": 1}, b=2, **{"c": 3}))
print(type(merge()) is dict, merge())
