x = "outer x"
squares = [x * x for x in range(5)]
print(squares)
print(x)

i = -1
d = {i: i * 2 for i in range(3)}
print(d, i)

s = sorted({c for c in "banana"})
print(s)
try:
    print(c)
except NameError as e:
    print("NameError", e)

g = list(y + 1 for y in range(3))
print(g)
try:
    print(y)
except NameError as e:
    print("NameError", e)


def f():
    total = 10
    vals = [total + k for k in range(3)]
    return vals, total


print(f())

for n in range(3):
    pass
print("for loop variable leaks:", n)
