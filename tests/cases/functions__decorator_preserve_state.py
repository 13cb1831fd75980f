def once(fn):
    done = False
    result = None
    def wrapper(*a):
        nonlocal done, result
        if not done:
            result = fn(*a)
            done = True
        return result
    return wrapper

@once
def init(x):
    print("initializing with", x)
    return x * 10

print(init(1), init(2), init(3))

def limit_calls(n):
    def deco(fn):
        left = n
        def wrapper(*a):
            nonlocal left
            if left <= 0:
                return "limit reached"
            left -= 1
            return fn(*a)
        return wrapper
    return deco

@limit_calls(2)
def hello(name):
    return "hello " + name

print(hello("a"), hello("b"), hello("c"))

def timing_log(log):
    def deco(fn):
        def wrapper(*a, **k):
            log.append(("enter", a))
            r = fn(*a, **k)
            log.append(("exit", r))
            return r
        return wrapper
    return deco

events = []

@timing_log(events)
def mul(a, b):
    return a * b

mul(2, 3)
mul(4, 5)
print(events)
