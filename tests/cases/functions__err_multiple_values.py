def point(x, y, z=0):
    return (x, y, z)

print(point(1, 2))
print(point(1, y=2, z=3))
args = (1, 2)
print(point(*args, z=7))
point(*args, x=5)
