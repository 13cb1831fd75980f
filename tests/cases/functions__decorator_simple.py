def trace(func):
    def wrapper(*args, **kwargs):
        print("call", args, kwargs)
        result = func(*args, **kwargs)
        print("return", result)
        return result
    return wrapper

@trace
def add(a, b):
    return a + b

@trace
def greet(name, punct="!"):
    return "hi " + name + punct

add(2, 3)
greet("bo", punct="?")

def count_calls(func):
    def wrapper(*args):
        wrapper.calls += 1
        return func(*args)
    wrapper.calls = 0
    return wrapper

@count_calls
def square(x):
    return x * x

for i in range(4):
    square(i)
print("square calls:", square.calls)

def uppercase_result(func):
    def wrapper(*a, **k):
        return func(*a, **k).upper()
    return wrapper

@uppercase_result
def shout(s):
    return s + "!"

print(shout("hey"))

registry = []
def register(func):
    registry.append(func)
    return func

@register
def one():
    return 1

@register
def two():
    return 2

print([f() for f in registry], one(), two())
