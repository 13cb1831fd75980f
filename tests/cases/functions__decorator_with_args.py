def repeat(times):
    def decorator(func):
        def wrapper(*args, **kwargs):
            results = []
            for _ in range(times):
                results.append(func(*args, **kwargs))
            return results
        return wrapper
    return decorator

@repeat(3)
def roll(x):
    return x * 2

print(roll(4))

def prefix(tag, sep=": "):
    def deco(func):
        def wrapper(*a):
            return tag + sep + str(func(*a))
        return wrapper
    return deco

@prefix("INFO")
def msg(a, b):
    return a + b

@prefix("WARN", sep=" | ")
def warn(s):
    return s

print(msg(1, 2))
print(warn("disk low"))

def validate(**types):
    def deco(func):
        def wrapper(**kwargs):
            for name, t in types.items():
                if not isinstance(kwargs.get(name), t):
                    raise TypeError(f"{name} has wrong type")
            return func(**kwargs)
        return wrapper
    return deco

@validate(n=int, s=str)
def rep(n, s):
    return s * n

print(rep(n=3, s="ab"))
try:
    rep(n="3", s="ab")
except TypeError as e:
    print("TypeError:", e)

def retry(attempts):
    def deco(func):
        def wrapper():
            last = None
            for i in range(attempts):
                try:
                    return func(i)
                except ValueError as e:
                    print("attempt", i, "failed:", e)
                    last = e
            raise RuntimeError("gave up") from last
        return wrapper
    return deco

@retry(4)
def flaky(i):
    if i < 2:
        raise ValueError(f"not yet ({i})")
    return f"ok on {i}"

print(flaky())
