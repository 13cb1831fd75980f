# repr() of deeply nested containers stops at the recursion limit, as in CPython.
x = []
for i in range(2000):
    x = [x]
try:
    repr(x)
except RecursionError as e:
    print("RecursionError:", e)
d = {}
for i in range(3000):
    d = {"k": d}
try:
    str(d)
except RecursionError as e:
    print("RecursionError:", e)
y = []
for i in range(500):
    y = (y,)
print(len(repr(y)))
print(x == x, len(str([[1, [2, [3]]]])))
