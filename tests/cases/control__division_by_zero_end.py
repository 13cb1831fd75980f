def average(values):
    return sum(values) // len(values)


groups = {"a": [3, 5, 7], "b": [10, 20], "c": []}
for name, values in groups.items():
    print(name, average(values))
