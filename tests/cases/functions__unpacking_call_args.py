def f(a, b, c, d=0):
    return f"a={a} b={b} c={c} d={d}"

args = [1, 2, 3]
print(f(*args))
print(f(*args, 4))
print(f(1, *[2, 3]))
print(f(*"xy", c="z"))
print(f(**{"a": 1, "b": 2, "c": 3}))
print(f(1, **{"c": 3, "b": 2}))
print(f(*[1], *[2], **{"c": 3}, **{"d": 4}))
print(f(*range(4)))
print(f(*(i * i for i in range(3))))

def collect(*args, **kwargs):
    return args, kwargs

print(collect(*[1, 2], 3, *(4,), k=1, **{"z": 2}))

try:
    f(*[1, 2, 3, 4, 5])
except TypeError as e:
    print("TypeError:", e)

try:
    f(1, 2, 3, a=9)
except TypeError as e:
    print("TypeError:", e)
