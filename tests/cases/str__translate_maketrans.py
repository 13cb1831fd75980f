t = str.maketrans("abc", "xyz")
print("aabbcc-abc".translate(t), sorted(t.items()))
t2 = str.maketrans({"a": "1", "b": None, "c": "ccc"})
print("abcabc".translate(t2))
t3 = str.maketrans("ab", "AB", "xyz")
print("axbycz".translate(t3))
print("hello".translate({ord("l"): "L", ord("o"): None}))
try:
    str.maketrans("abc", "xy")
except ValueError as e:
    print(repr(e))
