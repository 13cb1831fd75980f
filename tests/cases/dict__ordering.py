d = {}
for k in ["banana", "apple", "cherry", "apple", "date"]:
    d[k] = d.get(k, 0) + 1
print(d, list(d))
del d["banana"]
d["banana"] = 9
print(d)
d["apple"] = 100
print(d, {1: "a", True: "b", 1.0: "c"}, {0: 1, -0.0: 2})
print({k: v for k, v in sorted(d.items(), key=lambda kv: kv[1])})
print(d == {"cherry": 1, "date": 1, "banana": 9, "apple": 100}, {1: 2} == {1: 2.0}, {1: 2} != {1: 3})
