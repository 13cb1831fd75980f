def volume(length, width, height):
    return length * width * height

print(volume(2, 3, 4))
print(volume(1, 1, height=9))
try:
    volume(1)
except TypeError as e:
    print("caught:", e)

def f(x):
    return x + 1

print(f(1))
f()
