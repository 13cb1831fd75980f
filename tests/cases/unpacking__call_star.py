def show(a, b, c=0, *args, key="k", **kw):
    print(f"a={a} b={b} c={c} args={args} key={key} kw={kw}")


xs = [1, 2, 3, 4]
opts = {"key": "K", "extra": True}
show(*xs)
show(*xs, **opts)
show(0, *xs[:1])
show(*"ab", c=9)
show(*range(2), *range(10, 12), z=1, **{"y": 2})
show(**{"a": 1, "b": 2})
d1 = {"key": "one"}
d2 = {"other": 2}
show(1, 2, **d1, **d2)
print(*[1, 2, 3], sep=" | ")
print(*"hello", sep="")
print(*(x * x for x in range(4)))
print(max(*[3, 9, 2]), min(*"zebra"))

try:
    show(1, 2, 3, a=5)
except TypeError as e:
    print("TypeError", e)
try:
    show(1)
except TypeError as e:
    print("TypeError", e)
