d = {}
d[1] = "int"
d[1.0] = "float"
d[True] = "bool"
d["1"] = "str"
d[(1,)] = "tuple"
d[frozenset([1])] = "fs"
d[None] = "none"
d[b"1"] = "bytes"
print(len(d), d[1], d["1"], d[(1,)], d[frozenset({1})], d[None], d[b"1"])
print(list(d.values()))
