data = [("alice", (30, "nyc")), ("bob", (25, "sf"))]
for name, (age, city) in data:
    print(f"{name} is {age} in {city}")

((a, b), (c, d)) = ((1, 2), (3, 4))
print(a, b, c, d)

(x, (y, (z, w))) = (1, (2, (3, 4)))
print(x + y + z + w)

obj = {"pos": [1, 2]}
obj["pos"][0], obj["pos"][1] = obj["pos"][1], obj["pos"][0]
print(obj)


class Box:
    pass


b = Box()
b.left, b.right = "L", "R"
print(b.left, b.right)

lst = [0, 0, 0]
i = 0
i, lst[i] = 2, 99
print(i, lst)

k, v = max({"a": 3, "b": 7, "c": 5}.items(), key=lambda kv: kv[1])
print(k, v)
(first, second), third = "ab", "c"
print(first, second, third)
