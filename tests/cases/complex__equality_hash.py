print(hash(1 + 0j) == hash(1), 1 + 0j == 1.0, 1j == 1j, complex(0) == 0, complex(1, 1) != 1)
d = {1: "int"}
d[1 + 0j] = "complex"
print(d)
s = {0j, 0, 0.0, False}
print(len(s))
print((1 + 2j) in [1 + 2j, 3], [1j, 2j].index(2j), (1+2j).real == 1.0)
