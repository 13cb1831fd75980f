a = {"x": 1, "y": 2}
b = {"y": 3, "z": 4}
print(a | b, b | a, a, {**a, **b}, {**b, "w": 0})
a |= b
print(a)
a |= [("q", 9)]
print(a)
try:
    a | [("r", 1)]
except TypeError as e:
    print(repr(e))
