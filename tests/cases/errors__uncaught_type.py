values = [1, 2, "3"]
total = 0
for v in values:
    print("adding", repr(v))
    total = total + v
