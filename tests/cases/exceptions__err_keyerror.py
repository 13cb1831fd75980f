inventory = {"apple": 3, "pear": 0}
print(inventory["apple"])
print(inventory.get("banana", "none"))
try:
    inventory["banana"]
except KeyError as e:
    print("KeyError", e)
counts = {}
for ch in "abca":
    counts[ch] = counts.get(ch, 0) + 1
print(counts)
print(counts["a"] + inventory["a"])
