a = {"x": 1, "y": 2, "z": 3}
b = {"y": 20, "w": 40}
print(sorted(a.keys() & b.keys()), sorted(a.keys() | b.keys()), sorted(a.keys() - b.keys()), sorted(a.keys() ^ b.keys()))
print(sorted(a.items() & {("x", 1), ("y", 99)}), "x" in a.keys(), ("x", 1) in a.items(), 1 in a.values())
ks = a.keys()
a["n"] = 0
print(list(ks), len(ks), list(reversed(a)), list(reversed(a.values())))
