a = list(range(10))
print(a[2:5], a[::2], a[::-1], a[-3:], a[:-7], a[8:2:-2], a[100:], a[-100:3], a[5:5])
b = a[:]
b[2:5] = ["x"]
print(b)
b[::3] = [0, 0, 0]
print(b)
b[1:1] = [7, 7]
print(b)
del b[::2]
print(b)
del b[1:3]
print(b)
b[len(b):] = "ab"
print(b)
try:
    b[::2] = [1]
except ValueError as e:
    print(repr(e))
