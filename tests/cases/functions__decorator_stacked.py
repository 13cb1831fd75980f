order = []

def tag(name):
    order.append("make " + name)
    def deco(func):
        order.append("apply " + name)
        def wrapper(*a):
            return f"<{name}>" + func(*a) + f"</{name}>"
        return wrapper
    return deco

@tag("b")
@tag("i")
@tag("u")
def text(s):
    return s

print(order)
print(text("hello"))

def add_one(f):
    return lambda x: f(x) + 1

def double(f):
    return lambda x: f(x) * 2

@add_one
@double
def ident(x):
    return x

@double
@add_one
def ident2(x):
    return x

print(ident(5), ident2(5))

def memo(f):
    cache = {}
    def wrapper(n):
        if n not in cache:
            cache[n] = f(n)
        return cache[n]
    wrapper.cache = cache
    return wrapper

def counted(f):
    def wrapper(n):
        wrapper.n += 1
        return f(n)
    wrapper.n = 0
    return wrapper

@counted
@memo
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)

print(fib(30), fib.n)
