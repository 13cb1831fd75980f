def f(x, y=2):
    return x * y

print(f(3))
print(f(3, y=4))
print(f(x=5))
f(1, z=3)
