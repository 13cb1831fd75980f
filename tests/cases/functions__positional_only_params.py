def area(w, h, /):
    return w * h

def greet(name, /, greeting="Hello", *, punct="!"):
    return f"{greeting}, {name}{punct}"

def mixed(a, b=2, /, c=3, *, d, e=5):
    return (a, b, c, d, e)

print(area(3, 4))
print(greet("Ann"))
print(greet("Bob", "Hi"))
print(greet("Cy", greeting="Yo", punct="?"))
print(mixed(1, d=4))
print(mixed(1, 20, 30, d=40))
print(mixed(1, c=33, d=44, e=55))

def kw_name_collision(name, /, **kwargs):
    # 'name' may appear in kwargs because the positional one is positional-only
    return name, sorted(kwargs.items())

print(kw_name_collision("pos", name="kw", other=1))

try:
    area(w=3, h=4)
except TypeError as e:
    print("TypeError:", e)

try:
    mixed(1, 2, 3, 4)
except TypeError as e:
    print("TypeError:", e)

try:
    mixed(1)
except TypeError as e:
    print("TypeError:", e)
