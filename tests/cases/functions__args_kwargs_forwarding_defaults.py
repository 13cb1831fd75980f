def base(a, b=2, *, c=3):
    return a * 100 + b * 10 + c

def forward_all(*args, **kwargs):
    return base(*args, **kwargs)

def override_c(*args, **kwargs):
    kwargs["c"] = 9
    return base(*args, **kwargs)

def with_defaults(*args, **kwargs):
    kwargs.setdefault("b", 7)
    return base(*args, **kwargs)

print(forward_all(1), forward_all(1, 5), forward_all(1, c=0))
print(override_c(1), override_c(1, 1, c=1))
print(with_defaults(1), with_defaults(1, b=1), with_defaults(a=4))

def kwargs_is_fresh(**kw):
    kw["touched"] = True
    return kw

d = {"x": 1}
r = kwargs_is_fresh(**d)
print(d, r, r is d)

def args_is_tuple(*a):
    return type(a) is tuple, a

print(args_is_tuple(*[1, 2]))

def describe(name, *tags, sep=", ", **meta):
    s = name
    if tags:
        s += " [" + sep.join(tags) + "]"
    for k in sorted(meta):
        s += f" {k}={meta[k]!r}"
    return s

print(describe("item"))
print(describe("item", "red", "big"))
print(describe("item", "a", "b", sep="|", size=3, label="x"))
