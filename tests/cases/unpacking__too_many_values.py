pairs = [("a", 1), ("b", 2), ("c", 3, "extra")]
for key, value in pairs:
    print(key, value)
