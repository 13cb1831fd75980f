values = [5, 3, 9, 1]
print(sorted(values))
values.append(7)
print(sorted(values, reverse=True))
print(max(values), min(values))
mixed = values + ["10"]
print(len(mixed))
try:
    print(sorted(mixed))
except TypeError as e:
    print("TypeError", e)
print(values[0] < mixed[-1])
