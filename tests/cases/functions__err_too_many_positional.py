def f(a, b):
    return a - b

def g(a, b=1):
    return a + b

print(f(5, 3))
try:
    g(1, 2, 3)
except TypeError as e:
    print("caught:", e)
f(1, 2, 3)
