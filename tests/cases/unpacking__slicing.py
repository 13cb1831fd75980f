s = list(range(10))
print(s[2:5], s[:3], s[7:], s[-3:], s[:-7])
print(s[::2], s[1::3], s[::-1], s[8:2:-2])
print(s[-100:100], s[5:2], s[::-3])
text = "Hello, World"
print(text[::-1], text[7:], text[-5:-1], text[::3])
print((1, 2, 3, 4)[1:3], "abc"[10:], range(10)[2:8:3])

a = list(range(8))
a[1:3] = ["x", "y", "z"]
print(a)
a[::2] = "ABCDE"
print(a)
a[5:] = []
print(a)
a[:0] = [-2, -1]
print(a)
a[len(a):] = [100]
print(a)

b = list(range(10))
del b[::2]
print(b)
del b[1:3]
print(b)
del b[-1]
print(b)
del b[:]
print(b)

c = list("abcdef")
c[1:4] = reversed(c[1:4])
print("".join(c))
try:
    c[::2] = [1, 2]
except ValueError as e:
    print("ValueError", e)
