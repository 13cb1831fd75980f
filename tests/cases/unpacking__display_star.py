a = [1, 2]
b = (3, 4)
c = "ef"
print([*a, *b, *c])
print((*a, 0, *b))
print(sorted({*a, *b, 2, 3}))
print([*range(3), *[], *{"k": 1}])
d1 = {"x": 1, "y": 2}
d2 = {"y": 20, "z": 30}
print({**d1, **d2})
print({**d2, **d1})
print({**d1, "y": "override", **{"w": 0}})
print({"y": "first", **d1})
merged = {**{i: i * i for i in range(3)}, **dict(zip("ab", "AB"))}
print(merged)
t = *a, *b
print(t)
nested = [[*a], [*b, *a]]
print(nested)
print([*"abc"][::-1])
print(len([*range(100), *range(50)]))
