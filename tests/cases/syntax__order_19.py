a, *b = [1, 2, 3]
[c, *d] = "xy"
print(a, b, c, d)
x = *b, *d
print(x)
def f():
  return *b, 1
print(f())
